import type { ReactNode } from 'react';

/** The platforms Docusaurus 3 draws an icon for, with the name readers know them by. */
export const SOCIAL_PLATFORMS: Record<string, { label: string; icon: ReactNode }> = {
  github: {
    label: 'GitHub',
    icon: (
      <>
        <path d="M6.5 10.3C6.5 7.8 7.2 5 7.2 5l2.7 1.9a8.5 8.5 0 0 1 4.2 0L16.8 5s.7 2.8.7 5.3c0 3.7-2.5 6-5.5 6s-5.5-2.3-5.5-6z" />
        <path d="M10.2 16.2V21M13.8 16.2V21M10.2 18.6c-2.2.5-3.6-.3-4.4-1.9" />
      </>
    ),
  },
  x: { label: 'X', icon: <path d="M4.5 4h4l11 16h-4zM19.5 4 13.6 10.8M10.4 13.2 4.5 20" /> },
  twitter: {
    label: 'Twitter',
    icon: (
      <path d="M21 6.5c-.7.4-1.5.6-2.3.7a3.8 3.8 0 0 0-6.6 3.4A10.7 10.7 0 0 1 4.3 6.7s-3.3 7.4 4.2 10.7A11.2 11.2 0 0 1 3 19c9.5 5.3 17-1.2 17-10.2l1-2.3z" />
    ),
  },
  linkedin: {
    label: 'LinkedIn',
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
        <path d="M8 10.5V17M8 7.3v.2M11.5 17v-6.5M11.5 13.2c0-1.6 1-2.7 2.4-2.7s2.1 1 2.1 2.7V17" />
      </>
    ),
  },
  stackoverflow: {
    label: 'Stack Overflow',
    icon: <path d="M5 14.5V20h13v-5.5M8.5 16.8h6.5M8.7 13.3l6.4 1.3M9.6 9.6l5.9 2.7M11.6 6.2l5 4.1M15 3.5l3.8 5.2" />,
  },
  bluesky: {
    label: 'Bluesky',
    icon: (
      <path
        d={[
          'M12 11C10.5 8 7 4.5 4.5 4.5',
          'c-1.5 0-1.5 2-1 4.5.4 2.2 2.5 3.5 5 3.2-3 .8-3.4 2.8-1.6 4.6 2.3 2.3 4 .3 5.1-2.8',
          ' 1.1 3.1 2.8 5.1 5.1 2.8 1.8-1.8 1.4-3.8-1.6-4.6 2.5.3 4.6-1 5-3.2.5-2.5.5-4.5-1-4.5',
          'C17 4.5 13.5 8 12 11z',
        ].join('')}
      />
    ),
  },
  instagram: {
    label: 'Instagram',
    icon: (
      <>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="3.8" />
        <path d="M17.2 6.8v.1" />
      </>
    ),
  },
  threads: {
    label: 'Threads',
    icon: (
      <path
        d={[
          'M16.5 11.3c-.5-2.4-2.2-3.4-4.2-3.4-2.4 0-3.8 1.5-3.8 1.5M16 12.5',
          'c0 2.6-1.5 4-3.5 4-1.6 0-2.7-.9-2.7-2.1 0-1.6 1.8-2.4 4.3-2.4 3.9 0 5.6 1.6 5.6 3.7 0 2.9-3 4.8-7 4.8-4.8 0-7.7-3.3-7.7-8.5',
          'S7.9 3.5 12.3 3.5c3.6 0 6.3 2 7.2 5.2',
        ].join('')}
      />
    ),
  },
  mastodon: {
    label: 'Mastodon',
    icon: (
      <path
        d={[
          'M8 17c3 1.5 7 1.2 9.5-.3 2-1.2 2.5-3.3 2.5-6.7V8.5C20 5.4 17.7 3.5 12 3.5S4 5.4 4 8.5V11',
          'c0 6 2.5 9.5 9.5 9M8 14V9.5a2 2 0 0 1 4 0V12m0-2.5a2 2 0 0 1 4 0V14',
        ].join('')}
      />
    ),
  },
  youtube: {
    label: 'YouTube',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="m10 9 5 3-5 3z" />
      </>
    ),
  },
  twitch: { label: 'Twitch', icon: <path d="M4.5 3.5h16v10l-4 4h-4l-3 3v-3h-4l-1-3zM11 7.5v4M15.5 7.5v4" /> },
  email: {
    label: 'Email',
    icon: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3.5 6 8.5 7 8.5-7" />
      </>
    ),
  },
};

/** A chain link, for a platform without an icon of its own. */
export const DEFAULT_SOCIAL_ICON: ReactNode = (
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
);
