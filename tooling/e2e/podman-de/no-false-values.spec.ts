import { expect, test } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { falseValuesIn } from '../support/false-values';
import { podmanSiteDir } from '../support/paths';

const buildDir = process.env.E2E_BUILD_DIR
  ? path.resolve(process.env.E2E_BUILD_DIR)
  : path.join(podmanSiteDir, 'build');

test('no page of the build shows undefined, null, NaN or [object Object] in an attribute or its text', async () => {
  const files = (await readdir(buildDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  expect(files.length).toBeGreaterThan(500);
  const found: string[] = [];
  for (const file of files) {
    for (const value of falseValuesIn(await readFile(path.join(buildDir, file), 'utf8')))
      found.push(`${file}: ${value}`);
  }
  expect(found, found.slice(0, 20).join('\n')).toEqual([]);
});

test('the check finds a class name filled in from nothing and a number that is not one', () => {
  expect(falseValuesIn('<a class="Pager_module_link undefined" href="/a">A</a>')).toHaveLength(1);
  expect(falseValuesIn('<p>NaN Minuten Lesezeit</p>')).toHaveLength(1);
  expect(falseValuesIn('<p>Ausgabe nach /dev/null</p><pre>x = null</pre>')).toEqual([]);
});
