import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { TocItem } from '../../types.js';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Gives every heading an id as Docusaurus 2 does: `{#custom-id}` at the end of the heading wins, otherwise
 * github-slugger's slug of the heading text without inline HTML (untrimmed, so `Start <a name="x"></a>` gives
 * `start-`), unique within the file. A `# heading` takes its slug but shows no id, as it never appears in a table
 * of contents. Collects the headings into `toc` in document order.
 */
export function remarkHeadingIds(toc: TocItem[]) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'heading', (heading: Heading) => {
      const customId = takeCustomId(heading);
      const text = toString(heading, { includeHtml: false });
      const id = customId ?? slugger.slug(text);
      if (customId) slugger.slug(customId);
      if (heading.depth > 1) heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      toc.push({ id, text: text.trim(), level: heading.depth });
    });
  };
}

function takeCustomId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  return match[1];
}
