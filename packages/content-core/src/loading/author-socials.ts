/** How Docusaurus 3 turns a handle on a known platform into the link to the profile. */
const PROFILE_LINKS: Record<string, (handle: string) => string> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (userId) => `https://stackoverflow.com/users/${userId}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
  email: (address) => `mailto:${address}`,
};

/** An author's socials as links, and the entries that are neither a handle nor a link. */
export interface NormalizedSocials {
  socials: Record<string, string>;
  /** Each wrong entry as `platform` and what is wrong with it. */
  problems: { platform: string; message: string }[];
}

/**
 * An author's `socials` as Docusaurus 3 normalises them: a link (`https://`, `http://`, `mailto:`) stays as written;
 * a handle (without `/`) on a known platform becomes the link to the profile, under the platform's key in lower
 * case; a handle on another platform stays as written. Numbers (Stack Overflow's user ids, as YAML reads them) count
 * as texts.
 */
export function normalizeSocials(value: unknown): NormalizedSocials {
  const result: NormalizedSocials = { socials: {}, problems: [] };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    result.problems.push({ platform: 'socials', message: 'must map platforms to handles or links' });
    return result;
  }
  for (const [platform, written] of Object.entries(value)) {
    const handle = typeof written === 'number' ? String(written) : written;
    if (typeof handle !== 'string') {
      result.problems.push({ platform, message: 'must be a handle or a link' });
      continue;
    }
    if (/^(https?:\/\/|mailto:)/.test(handle)) {
      result.socials[platform] = handle;
      continue;
    }
    if (handle.includes('/')) {
      result.problems.push({ platform, message: `is "${handle}", neither a handle (no \`/\`) nor a full link` });
      continue;
    }
    const link = PROFILE_LINKS[platform.toLowerCase()];
    if (link) result.socials[platform.toLowerCase()] = link(handle);
    else result.socials[platform] = handle;
  }
  return result;
}
