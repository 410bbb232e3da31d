import { describe, expect, it } from 'vitest';
import { normalizeSocials } from './author-socials.js';

describe('normalizeSocials', () => {
  it('turns handles on known platforms into profile links, as Docusaurus 3 does', () => {
    expect(
      normalizeSocials({
        github: 'slorber',
        X: 'sebastienlorber',
        twitter: 'sebastienlorber',
        linkedin: 'sebastienlorber',
        stackoverflow: 82609,
        bluesky: 'slorber.bsky.social',
        email: 'seb@example.org',
      }).socials,
    ).toEqual({
      github: 'https://github.com/slorber',
      x: 'https://x.com/sebastienlorber',
      twitter: 'https://twitter.com/sebastienlorber',
      linkedin: 'https://www.linkedin.com/in/sebastienlorber/',
      stackoverflow: 'https://stackoverflow.com/users/82609',
      bluesky: 'https://bsky.app/profile/slorber.bsky.social',
      email: 'mailto:seb@example.org',
    });
  });

  it('keeps full links, and handles on other platforms, as written', () => {
    expect(normalizeSocials({ github: 'https://github.com/org/x', newsletter: 'seb' }).socials).toEqual({
      github: 'https://github.com/org/x',
      newsletter: 'seb',
    });
  });

  it('reports a value that is neither a handle nor a full link', () => {
    expect(normalizeSocials({ github: 'github.com/slorber', x: true }).problems).toEqual([
      { platform: 'github', message: 'is "github.com/slorber", neither a handle (no `/`) nor a full link' },
      { platform: 'x', message: 'must be a handle or a link' },
    ]);
  });
});
