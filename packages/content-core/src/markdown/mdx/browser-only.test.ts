import { describe, expect, it } from 'vitest';
import { buildDocs } from '../../../test/doc-pages.js';

const WIDGET = {
  'src/components/Widget.jsx': 'export default function Widget({ unit }) { return window.innerWidth + unit; }\n',
};
const IMPORTS =
  "import BrowserOnly from '@docusaurus/BrowserOnly';\nimport Widget from '@site/src/components/Widget';\n\n";

describe("Docusaurus's BrowserOnly in MDX", () => {
  it('keeps the fallback for the server and what the function returns for the browser', async () => {
    const { htmlOf, warnings } = await buildDocs({
      ...WIDGET,
      'docs/seite.mdx': `${IMPORTS}<BrowserOnly fallback={<p>Wird geladen…</p>}>\n  {() => <Widget unit="px" />}\n</BrowserOnly>\n`,
    });
    expect(htmlOf('/docs/seite')).toBe(
      '<kran-component data-kran-component="BrowserOnly"><div data-kran-fallback=""><p>Wird geladen…</p></div>' +
        '<div data-kran-browser=""><kran-component data-kran-component="Site" data-kran-export="default" ' +
        'data-kran-props="{&#x22;unit&#x22;:&#x22;px&#x22;}" data-kran-module="src/components/Widget.jsx">' +
        '</kran-component></div></kran-component>',
    );
    expect(warnings).toEqual([]);
  });

  it('reports a function that needs the browser while it runs, and children that are no function, at their place', async () => {
    const failed = buildDocs({
      ...WIDGET,
      'docs/fenster.mdx': `${IMPORTS}<BrowserOnly>{() => <p>{window.innerWidth}</p>}</BrowserOnly>\n`,
      'docs/text.mdx': `${IMPORTS}<BrowserOnly>\n  <Widget unit="px" />\n</BrowserOnly>\n`,
    });
    await expect(failed).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          message: expect.stringMatching(
            /^The function in `<BrowserOnly>` cannot run while Kran builds the site: .*window/,
          ),
          location: { file: 'docs/fenster.mdx', line: 4, column: 15 },
          hint: expect.stringContaining(
            "`{() => <Widget />}` with `import Widget from '@site/src/components/Widget';`",
          ),
        }),
        expect.objectContaining({
          message: '`<BrowserOnly>` takes a function as its only child, as in Docusaurus.',
          location: { file: 'docs/text.mdx', line: 4, column: 1 },
        }),
      ],
    });
  });
});

describe('a function as the children of a site component', () => {
  it('is an error at the function, which names the way out', async () => {
    await expect(
      buildDocs({
        'src/components/Liste.jsx': 'export default function Liste({ children }) { return children("x"); }\n',
        'docs/seite.mdx':
          "import Liste from '@site/src/components/Liste';\n\n<Liste>\n  {(eintrag) => <b>{eintrag}</b>}\n</Liste>\n",
      }),
    ).rejects.toMatchObject({
      errors: [
        expect.objectContaining({
          message: expect.stringMatching(/^`<Liste>` is given a function as its children, which Kran cannot pass on/),
          location: { file: 'docs/seite.mdx', line: 4, column: 4 },
          hint:
            'Write a component of the site that renders `<Liste>` with this function (a .jsx or .tsx file under ' +
            'src/components) and use that component here.',
        }),
      ],
    });
  });
});
