import { describe, expect, it } from 'vitest';
import { markdownLinkTargets } from './markdown-link-targets.js';

describe('markdownLinkTargets', () => {
  const origin = { file: 'docs/weg/seite.md', contentFolder: 'docs' };

  it('tries a bare file name beside the file, then in the content folder, then in the site folder', () => {
    expect(markdownLinkTargets('andere.md', origin)).toEqual(['docs/weg/andere.md', 'docs/andere.md', 'andere.md']);
  });

  it('resolves ./ and ../ links only against the folder of the file', () => {
    expect(markdownLinkTargets('./andere.md', origin)).toEqual(['docs/weg/andere.md']);
    expect(markdownLinkTargets('../andere.md', origin)).toEqual(['docs/andere.md']);
  });

  it('resolves a link starting with / against the content folder, then the site folder, never beside the file', () => {
    expect(markdownLinkTargets('/weg/andere.md', origin)).toEqual(['docs/weg/andere.md', 'weg/andere.md']);
  });

  it('takes @site/ links as paths in the site folder', () => {
    expect(markdownLinkTargets('@site/blog/beitrag.md', origin)).toEqual(['blog/beitrag.md']);
  });

  it('tries each place once, also for a file at the root of its content folder or outside the site folder', () => {
    expect(markdownLinkTargets('andere.md', { file: 'docs/seite.md', contentFolder: 'docs' })).toEqual([
      'docs/andere.md',
      'andere.md',
    ]);
    expect(markdownLinkTargets('andere.md', { file: '../docs/weg/seite.md', contentFolder: '../docs' })).toEqual([
      '../docs/weg/andere.md',
      '../docs/andere.md',
      'andere.md',
    ]);
  });
});
