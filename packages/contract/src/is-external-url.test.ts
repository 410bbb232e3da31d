import { describe, expect, it } from 'vitest';
import { isExternalUrl } from './is-external-url';

describe('isExternalUrl', () => {
  it('is true for URLs with a scheme and protocol-relative URLs', () => {
    for (const url of [
      'https://podman.io',
      'HTTP://x',
      'mailto:a@b.de',
      'git+ssh://host/repo',
      '//cdn.example.org/x.js',
    ])
      expect(isExternalUrl(url), url).toBe(true);
  });

  it('is false for site paths, relative paths and anchors', () => {
    for (const url of ['/docs', 'docs/intro', './bild.png', '#abschnitt', '', '1:2'])
      expect(isExternalUrl(url), url).toBe(false);
  });
});
