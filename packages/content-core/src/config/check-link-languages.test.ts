import { describe, expect, it } from 'vitest';
import { contentErrorsOf, described, siteWithConfig, textAt } from '../../test/bad-input/sites.js';
import { fixture, fixtureConfig } from '../../test/fixture-site.js';
import type { SiteConfig } from './config.js';

const configText = `import { defineConfig } from '@kran/ssg-cli';

export default defineConfig({
  title: 'Test',
  url: 'https://example.org',
  docs: [{ id: 'default', path: 'docs', routeBasePath: 'docs' }],
  markdown: {
    linkLanguages: {
      default: 'english',
      byUrl: {
        'https://www.heise.de/': 'de',
        'https://ios.dz/': 'fr_FR',
        'heise.de': 'de',
      },
    },
  },
});
`;

/** The fixture config with `linkLanguages` as given, of any shape, as a site.config.ts may hold it. */
const withLinkLanguages = (linkLanguages: unknown): SiteConfig =>
  ({ ...fixtureConfig, blogs: [], markdown: { linkLanguages } }) as SiteConfig;

const languageHint = "Write a BCP 47 language code such as 'en' (English), 'de' (German) or 'pt-BR'.";

describe('markdown.linkLanguages in the site config', () => {
  it('reports languages that are not codes and prefixes that are not URLs, at their place in site.config.ts', async () => {
    const config = withLinkLanguages({
      default: 'english',
      byUrl: { 'https://www.heise.de/': 'de', 'https://ios.dz/': 'fr_FR', 'heise.de': 'de' },
    });
    const site = siteWithConfig(fixture('link-languages'), config, configText);
    const errors = described(await contentErrorsOf(site.siteDir, config));
    const texts = errors.map((error) => textAt(site.siteDir, error.location));
    site.remove();
    expect(errors).toEqual([
      {
        message: 'markdown.linkLanguages.default is "english", which is not a language code Kran knows.',
        location: { file: 'site.config.ts', line: 9, column: 16 },
        hint: languageHint,
      },
      {
        message:
          'The language of "https://ios.dz/" in markdown.linkLanguages.byUrl is "fr_FR", which is not a language code Kran knows.',
        location: { file: 'site.config.ts', line: 12, column: 28 },
        hint: `${languageHint} A site that shows each reader their own language takes \`false\`.`,
      },
      {
        message:
          'markdown.linkLanguages.byUrl has the key "heise.de", which is not an http or https URL, so no link can match it.',
        location: { file: 'site.config.ts', line: 13, column: 9 },
        hint: "Write the start of the links' URLs, scheme included, e.g. 'https://www.heise.de/'.",
      },
    ]);
    expect(texts).toEqual(["'english',", "'fr_FR',", "'heise.de': 'de',"]);
  });

  it('reports a misspelt key inside linkLanguages', async () => {
    const errors = described(await contentErrorsOf(fixture('link-languages'), withLinkLanguages({ defualt: 'en' })));
    expect(errors).toEqual([
      expect.objectContaining({
        message: 'markdown.linkLanguages has the key "defualt", which Kran does not read, so it would change nothing.',
      }),
    ]);
    expect(errors[0]!.hint).toMatch(/^Did you mean "default"\?/);
  });

  it('reports a byUrl that is not an object', async () => {
    const config = withLinkLanguages({ byUrl: 'https://www.heise.de/' });
    const errors = described(await contentErrorsOf(fixture('link-languages'), config));
    expect(errors.map((error) => error.message)).toEqual([
      'markdown.linkLanguages.byUrl is not an object of URL prefixes and their languages.',
    ]);
  });
});
