import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { createI18n } from '../../i18n/i18n';
import { groupTagsByLetter } from './group-tags-by-letter';

const { locale, compareText } = createI18n({ locale: 'de', messages: de });

const tag = (label: string, count = 1) => ({ label, permalink: `/blogs/tags/${label}`, count });

describe('groupTagsByLetter', () => {
  it('groups tags under their upper-case first letter in alphabetical order', () => {
    const groups = groupTagsByLetter([tag('podman'), tag('buildah'), tag('pod'), tag('API')], locale, compareText);
    expect(groups.map((group) => [group.letter, group.tags.map((item) => item.label)])).toEqual([
      ['A', ['API']],
      ['B', ['buildah']],
      ['P', ['pod', 'podman']],
    ]);
  });

  it('sorts a number-led tag before letters and keeps its count', () => {
    const groups = groupTagsByLetter([tag('v-2', 10), tag('2fa', 3)], locale, compareText);
    expect(groups[0]).toEqual({ letter: '2', tags: [tag('2fa', 3)] });
  });
});
