import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferredDocsVersionKey, usePreferredDocsVersion } from './usePreferredDocsVersion';

function Doc({ docsId, version }: { docsId?: string; version?: string }) {
  usePreferredDocsVersion(docsId, version);
  return null;
}

describe('usePreferredDocsVersion', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stores the version being read per docs instance', () => {
    const { rerender } = render(<Doc docsId="default" version="current" />);
    expect(window.localStorage.getItem('docs-preferred-version-default')).toBe('current');
    rerender(<Doc docsId="default" version="3.4" />);
    expect(window.localStorage.getItem(preferredDocsVersionKey('default'))).toBe('3.4');
    render(<Doc docsId="community" version="current" />);
    expect(window.localStorage.getItem('docs-preferred-version-community')).toBe('current');
  });

  it('stores nothing for a doc without docs id or version', () => {
    render(<Doc version="current" />);
    render(<Doc docsId="default" />);
    expect(window.localStorage.length).toBe(0);
  });
});
