import { describe, expect, it } from 'vitest';
import { searchPageUrl } from './search-page-url';

describe('searchPageUrl', () => {
  it('puts query and section into the results page’s URL', () => {
    expect(searchPageUrl('podman machine')).toBe('/search?q=podman+machine');
    expect(searchPageUrl('Netz & Pods', 'docs')).toBe('/search?q=Netz+%26+Pods&section=docs');
  });
});
