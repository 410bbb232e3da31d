import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPackage } from './check-package.js';
import { formatProblems } from './problem.js';

const fixtures = fileURLToPath(new URL('test/fixtures/', import.meta.url));
const check = (/** @type {string} */ name) => checkPackage(path.join(fixtures, name), { reportFrom: fixtures });

describe('checkPackage', () => {
  it('passes a built package whose dependencies are what it imports, with CHANGELOG.md in files not written yet', async () => {
    expect(await check('ready')).toEqual([]);
  });

  it('reports every file that exports and bin point at and that would not be packed, at its place in package.json', async () => {
    const problems = await check('unbuilt');
    expect(formatProblems(problems)).toBe(
      [
        'unbuilt/package.json:7:12',
        '  exports["."].types points at "./lib/index.d.ts", which is not among the files that would be packed, so the published package would lack it.',
        '  Build the package before packing it (its prepack script does), or add the file\'s folder to "files".',
        '',
        'unbuilt/package.json:7:41',
        '  exports["."].import points at "./lib/index.js", which is not among the files that would be packed, so the published package would lack it.',
        '  Build the package before packing it (its prepack script does), or add the file\'s folder to "files".',
        '',
        'unbuilt/package.json:8:5',
        '  exports["./styles.css"] points at "./lib/index.css", which is not among the files that would be packed, so the published package would lack it.',
        '  Build the package before packing it (its prepack script does), or add the file\'s folder to "files".',
        '',
      ].join('\n'),
    );
  });

  it('reports imports that are not listed and listed packages that nothing imports, all in one round', async () => {
    const problems = await check('drift');
    expect(
      problems.map(
        ({ location, message }) => `${location.file}:${location.line}:${location.column} ${message.split(',')[0]}`,
      ),
    ).toEqual([
      'drift/lib/index.js:2:24 The package\'s code imports "only-in-dev/helper"',
      'drift/lib/index.js:5:39 The package\'s code imports "not-listed-anywhere/bin"',
      'drift/lib/index.d.ts:1:27 The package\'s declaration files import "unist"',
      'drift/package.json:8:5 "bundled-into-lib" is in dependencies',
    ]);
  });
});
