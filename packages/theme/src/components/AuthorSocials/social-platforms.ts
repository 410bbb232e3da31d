/** The platforms Docusaurus 3 draws an icon for (AuthorSocials.module.css holds the icons), with the name readers
 * know them by. */
export const SOCIAL_PLATFORM_LABELS: Record<string, string> = {
  github: 'GitHub',
  x: 'X',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  youtube: 'YouTube',
  twitch: 'Twitch',
  email: 'Email',
};
