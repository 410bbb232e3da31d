import { describe, expect, it } from 'vitest';
import { badInput, contentErrorsOf, described, textAt } from './sites.js';
import { fixtureConfig } from '../fixture-site.js';

const site = badInput('mdx');

async function errorsIn(file: string) {
  const errors = described(await contentErrorsOf(site, { ...fixtureConfig, blogs: [] }));
  return errors
    .filter((error) => error.location.file === file)
    .map((error) => ({ ...error, at: textAt(site, error.location) }));
}

describe('MDX that Kran cannot build', () => {
  it('reports a syntax error at its line and column', async () => {
    expect(await errorsIn('docs/syntax.mdx')).toEqual([
      expect.objectContaining({
        message: 'This MDX cannot be parsed: Expected a closing tag for `<Tabs>`.',
        location: { file: 'docs/syntax.mdx', line: 3, column: 1 },
        at: '<Tabs>',
      }),
    ]);
  });

  it('reports a site component whose file is missing at its use, with the files it looked for', async () => {
    expect(await errorsIn('docs/site-component.mdx')).toEqual([
      expect.objectContaining({
        message:
          'The component import `@site/src/components/Highlight` names no file ' +
          '(looked for src/components/Highlight{.tsx,.ts,.jsx,.js,.mjs} and its index file).',
        location: { file: 'docs/site-component.mdx', line: 5, column: 1 },
        at: '<Highlight color="#25c2a0">Podman</Highlight>',
      }),
    ]);
  });

  it('reports an import of a package the site has not installed once, at its import', async () => {
    const [error, ...others] = await errorsIn('docs/package-import.mdx');
    expect(others).toEqual([]);
    expect(error!.message).toBe(
      'The package "some-chart-package" is not installed, so `some-chart-package` cannot be imported.',
    );
    expect(error!.hint).toBe("Add it to the site's package.json and install it: `npm install some-chart-package`.");
    expect(error!.at).toBe("'some-chart-package';");
  });

  it('reports an expression inside JSX that needs JavaScript at run time', async () => {
    expect(await errorsIn('docs/expression.mdx')).toEqual([
      expect.objectContaining({
        message:
          '`window` exists only in the browser, but Kran evaluates MDX expressions once, while it builds the site.',
        at: 'window.innerWidth}</Details>',
      }),
    ]);
  });

  it('reports a component that is used without an import', async () => {
    expect(await errorsIn('docs/not-imported.mdx')).toEqual([
      expect.objectContaining({
        message: '`<Tabs>` is not imported, so Kran does not know which component it is.',
        at: '<Tabs groupId="os" />',
      }),
    ]);
  });

  it('reports a missing partial at its use', async () => {
    expect(await errorsIn('docs/missing-partial.mdx')).toEqual([
      expect.objectContaining({
        message: 'The partial ./_missing.md (docs/_missing.md) does not exist.',
        at: '<Missing />',
      }),
    ]);
  });

  it('reports a partial that includes itself', async () => {
    expect(await errorsIn('docs/_loop.md')).toEqual([
      expect.objectContaining({
        message: 'This partial includes itself: docs/cycle.mdx → docs/_loop.md → docs/_loop.md.',
        at: '<Loop />',
      }),
    ]);
  });

  it("reports a partial's problem once, naming every page that shows it", async () => {
    expect(await errorsIn('docs/_unimported-tabs.mdx')).toEqual([
      expect.objectContaining({
        message: '`<Tabs>` is not imported, so Kran does not know which component it is.',
        location: {
          file: 'docs/_unimported-tabs.mdx',
          line: 3,
          column: 1,
          shownBy: ['docs/shows-partial-a.mdx', 'docs/shows-partial-b.mdx'],
        },
        at: '<Tabs groupId="os" />',
      }),
    ]);
  });
});
