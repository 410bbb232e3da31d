import type { Heading, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { TocItem } from '../../types.js';
import { remarkHeadingIds } from './remark-heading-ids.js';

/** The id each heading of the markdown shows (undefined for none) and the collected table of contents. */
function headingIds(markdown: string): { shown: (string | undefined)[]; toc: TocItem[] } {
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  const toc: TocItem[] = [];
  remarkHeadingIds(toc)(tree);
  const headings = tree.children.filter((node): node is Heading => node.type === 'heading');
  return { shown: headings.map((heading) => heading.data?.hProperties?.id as string | undefined), toc };
}

describe('remarkHeadingIds', () => {
  it('slugs the heading text and numbers repeated headings', () => {
    expect(headingIds('## Install\n\n### Install\n\n## Install & run').shown).toEqual([
      'install',
      'install-1',
      'install--run',
    ]);
  });

  it('takes a {#custom-id} and counts it against later slugs', () => {
    const { shown, toc } = headingIds('## Setup {#install}\n\n## Install');
    expect(shown).toEqual(['install', 'install-1']);
    expect(toc[0]).toEqual({ id: 'install', text: 'Setup', level: 2 });
  });

  it('leaves inline HTML out of the slug but keeps the space before it, as Docusaurus 2 does', () => {
    const { shown, toc } = headingIds(
      '### Start the service <a name="start-service"></a>\n\n## Debugging tips <a></a>',
    );
    expect(shown).toEqual(['start-the-service-', 'debugging-tips-']);
    expect(toc.map((item) => item.text)).toEqual(['Start the service', 'Debugging tips']);
  });

  it('shows no id on a level-1 heading but still counts its slug', () => {
    const { shown, toc } = headingIds('# Background\n\n## Background');
    expect(shown).toEqual([undefined, 'background-1']);
    expect(toc.map((item) => item.id)).toEqual(['background', 'background-1']);
  });
});
