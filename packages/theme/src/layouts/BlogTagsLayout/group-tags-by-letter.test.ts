import { describe, expect, it } from 'vitest';
import { groupTagsByLetter } from './group-tags-by-letter';

const tag = (label: string, count = 1) => ({ label, permalink: `/blogs/tags/${label}`, count });

describe('groupTagsByLetter', () => {
  it('groups tags under their upper-case first letter in alphabetical order', () => {
    const groups = groupTagsByLetter([tag('podman'), tag('buildah'), tag('pod'), tag('API')]);
    expect(groups.map((group) => [group.letter, group.tags.map((item) => item.label)])).toEqual([
      ['A', ['API']],
      ['B', ['buildah']],
      ['P', ['pod', 'podman']],
    ]);
  });

  it('sorts a number-led tag before letters and keeps its count', () => {
    const groups = groupTagsByLetter([tag('v-2', 10), tag('2fa', 3)]);
    expect(groups[0]).toEqual({ letter: '2', tags: [tag('2fa', 3)] });
  });
});
