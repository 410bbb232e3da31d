import { describe, expect, it } from 'vitest';
import { checkKnownDifferences, compareFacts, type Difference, type KnownDifference } from './compare-facts';

describe('compareFacts', () => {
  it('finds nothing when both builds show the same facts', () => {
    const facts = {
      title: 'Blog | Podman',
      posts: [{ permalink: '/blogs/a', title: 'A', readingMinutes: 2, tags: [] }],
    };
    expect(compareFacts('/blogs', facts, structuredClone(facts))).toEqual([]);
  });

  it('names each fact that differs or that only one build shows', () => {
    const docusaurus = { title: 'A | Podman', readingMinutes: 3, tags: ['podman </blogs/tags/podman>'] };
    const kran = { title: 'A | Podman', readingMinutes: 2, headingIds: ['intro'] };
    expect(compareFacts('/blogs/a', docusaurus, kran)).toEqual([
      { route: '/blogs/a', fact: 'headingIds', docusaurus: undefined, kran: ['intro'] },
      { route: '/blogs/a', fact: 'readingMinutes', docusaurus: 3, kran: 2 },
      { route: '/blogs/a', fact: 'tags', docusaurus: ['podman </blogs/tags/podman>'], kran: undefined },
    ]);
  });
});

describe('checkKnownDifferences', () => {
  const known: KnownDifference[] = [
    { routes: /^\/blogs\/tags\//, fact: 'title', reason: 'Titles of tag pages are worded differently.' },
    { routes: /^\/docs$/, fact: 'headingIds', reason: 'A heading id is made differently.' },
  ];
  const tagTitle: Difference = { route: '/blogs/tags/podman', fact: 'title', docusaurus: 'a', kran: 'b' };

  it('explains a difference by its route and fact and reports one that no entry explains', () => {
    const postTitle: Difference = { route: '/blogs/2022/01/01/a', fact: 'title', docusaurus: 'a', kran: 'b' };
    const result = checkKnownDifferences([tagTitle, postTitle], known);
    expect(result.unexplained).toEqual([postTitle]);
  });

  it('reports a known difference that no longer occurs', () => {
    expect(checkKnownDifferences([tagTitle], known).vanished).toEqual([known[1]]);
  });
});
