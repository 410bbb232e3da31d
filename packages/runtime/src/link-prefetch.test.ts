import { afterEach, describe, expect, it } from 'vitest';
import { addPrefetchLink } from './link-prefetch';

describe('addPrefetchLink', () => {
  afterEach(() => document.head.replaceChildren());

  it('adds a prefetch link for the URL to the head', () => {
    addPrefetchLink('/_kran/data/abc.json');
    const link = document.head.querySelector('link');
    expect(link?.rel).toBe('prefetch');
    expect(link?.getAttribute('href')).toBe('/_kran/data/abc.json');
  });
});
