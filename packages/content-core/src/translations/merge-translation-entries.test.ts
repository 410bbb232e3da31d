import { expect, it } from 'vitest';
import { mergeTranslationEntries } from './merge-translation-entries.js';

it('keeps translated messages, adds new keys, updates descriptions and keeps keys the site no longer has', () => {
  const merged = mergeTranslationEntries(
    {
      title: { message: 'Weblog', description: 'old description' },
      'item.label.Gone': { message: 'Weg' },
    },
    {
      title: { message: 'Blog', description: 'The title for the blog used in SEO' },
      description: { message: 'News', description: 'The description for the blog used in SEO' },
    },
  );
  expect(merged.entries).toEqual({
    title: { message: 'Weblog', description: 'The title for the blog used in SEO' },
    'item.label.Gone': { message: 'Weg' },
    description: { message: 'News', description: 'The description for the blog used in SEO' },
  });
  expect(merged.added).toEqual(['description']);
  expect(merged.unknown).toEqual(['item.label.Gone']);
});
