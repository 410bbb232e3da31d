import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type * as Api from '../src/index.js';
import { bilingualSite } from './bilingual-site.js';
import { editConfig } from './fixture-site.js';
import { snapshot } from './folder-snapshot.js';

const api = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../dist/index.js')).href)) as typeof Api;

// An override that says its greeting in the locale's words: each locale compiles it with its own code.json.
const FOOTER = `import Translate from '@docusaurus/Translate';

export default function Footer() {
  return (
    <footer id="fusszeile">
      <Translate id="footer.greeting">Grüße aus dem Süden</Translate>
    </footer>
  );
}
`;

describe('locales built at once', () => {
  const site = bilingualSite();
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('write the same output as one after the other, each override in its own locale’s words', async () => {
    editConfig(site, 'i18n: {', "theme: { components: { Footer: './src/Footer.tsx' } },\n  i18n: {");
    mkdirSync(path.join(site, 'src'), { recursive: true });
    writeFileSync(path.join(site, 'src/Footer.tsx'), FOOTER);
    writeFileSync(
      path.join(site, 'i18n/en/code.json'),
      JSON.stringify({ 'footer.greeting': { message: 'Greetings from the south' } }),
    );
    const oneAfterTheOther = path.join(site, 'one-after-the-other');
    const atOnce = path.join(site, 'at-once');
    await api.buildSite({ siteDir: site, outDir: oneAfterTheOther, persistentCache: false, localesAtOnce: 1 });
    await api.buildSite({ siteDir: site, outDir: atOnce, persistentCache: false, localesAtOnce: 2 });

    const footerOf = (file: string) => /<footer id="fusszeile">([^<]*)<\/footer>/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(footerOf(path.join(atOnce, 'docs/index.html'))).toBe('Grüße aus dem Süden');
    expect(footerOf(path.join(atOnce, 'en/docs/index.html'))).toBe('Greetings from the south');
    expect(snapshot(atOnce)).toEqual(snapshot(oneAfterTheOther));
  }, 240_000);
});
