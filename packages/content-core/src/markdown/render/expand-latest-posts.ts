import type { List, Root } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import { visit } from 'unist-util-visit';
import type { PageLink } from '../../types.js';

export type LatestPosts = (blogId: string, count: number) => (PageLink & { date: string })[] | undefined;

/**
 * Fills each `::latest-posts{blog="release" count="3"}` with a list of the blog's newest posts:
 * a link to each and its date in a `time` element.
 */
export function expandLatestPosts(
  tree: Root,
  latestPosts: LatestPosts,
  report: (message: string, node: LeafDirective, hint: string) => void,
): void {
  visit(tree, 'leafDirective', (node: LeafDirective) => {
    if (node.name !== 'latest-posts') return;
    const blogId = node.attributes?.blog ?? 'default';
    const count = Number(node.attributes?.count ?? 3);
    const posts = latestPosts(blogId, Number.isInteger(count) && count > 0 ? count : 3);
    if (!posts) {
      report(
        `"::latest-posts" names the blog "${blogId}", which this site does not have.`,
        node,
        'Use the id of one of the blogs in site.config.ts, e.g. `::latest-posts{blog="default"}`.',
      );
      return;
    }
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: posts.map((post) => ({
        type: 'listItem',
        spread: false,
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: post.permalink, children: [{ type: 'text', value: post.title }] },
              { type: 'text', value: ' ' },
              {
                type: 'emphasis',
                data: { hName: 'time', hProperties: { dateTime: post.date } },
                children: [{ type: 'text', value: post.date }],
              },
            ],
          },
        ],
      })),
    };
    node.children = [list as never];
  });
}
