import type { ReactElement } from 'react';

/** Stroke drawings on a 24×24 grid, one per `data-icon` value. */
export const iconPaths = {
  terminal: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="m7 9.5 3 2.5-3 2.5M12.5 15H17" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 19.5 6v5.6c0 4.4-3.1 8.2-7.5 9.4-4.4-1.2-7.5-5-7.5-9.4V6z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </>
  ),
  pod: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <rect x="5.75" y="8.75" width="3.5" height="6.5" rx="0.8" />
      <rect x="10.25" y="8.75" width="3.5" height="6.5" rx="0.8" />
      <rect x="14.75" y="8.75" width="3.5" height="6.5" rx="0.8" />
    </>
  ),
  box: (
    <>
      <path d="M12 3 20 7.5v9L12 21l-8-4.5v-9z" />
      <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 20c0-3.4 2.7-6 6-6s6 2.6 6 6" />
      <circle cx="17" cy="9" r="2.4" />
      <path d="M16.5 14.1c2.6.3 4.5 2.6 4.5 5.4" />
    </>
  ),
  book: (
    <>
      <path d="M5 5.5A2.5 2.5 0 0 1 7.5 3H19v14.5H7.5A2.5 2.5 0 0 0 5 20z" />
      <path d="M5 20a1 1 0 0 0 1 1h13v-3.5M9 7.5h6" />
    </>
  ),
  rocket: (
    <>
      <path d="M12.5 15.5 8.5 11.5C10.6 6.6 14.4 3.8 20.2 3.8c0 5.8-2.8 9.6-7.7 11.7z" />
      <circle cx="15.3" cy="8.7" r="1.6" />
      <path d="M8.5 11.5H5L7.4 8h3.2M12.5 15.5V19l3.5-2.4v-3.2M7 17c-1.6.6-2.5 2-2.8 3.8 1.8-.3 3.2-1.2 3.8-2.8" />
    </>
  ),
  github: (
    <>
      <path d="M6.5 10.3C6.5 7.8 7.2 5 7.2 5l2.7 1.9a8.5 8.5 0 0 1 4.2 0L16.8 5s.7 2.8.7 5.3c0 3.7-2.5 6-5.5 6s-5.5-2.3-5.5-6z" />
      <path d="M10.2 16.2V21M13.8 16.2V21M10.2 18.6c-2.2.5-3.6-.3-4.4-1.9" />
    </>
  ),
  desktop: (
    <>
      <rect x="3" y="4" width="18" height="12.5" rx="2" />
      <path d="M8.5 20.5h7M12 16.5v4" />
    </>
  ),
  kubernetes: (
    <>
      <circle cx="12" cy="12" r="7.5" />
      <circle cx="12" cy="12" r="2.3" />
      <path d="M12 2.5v7.2M12 14.3v7.2M2.5 12h7.2M14.3 12h7.2M5.3 5.3l5.1 5.1M13.6 13.6l5.1 5.1M18.7 5.3l-5.1 5.1M10.4 13.6l-5.1 5.1" />
    </>
  ),
  gear: (
    <>
      <circle cx="12" cy="12" r="4.6" />
      <circle cx="12" cy="12" r="1.7" />
      <path d="M12 2.8v2.6M12 18.6v2.6M2.8 12h2.6M18.6 12h2.6M5.5 5.5l1.8 1.8M16.7 16.7l1.8 1.8M5.5 18.5l1.8-1.8M16.7 7.3l1.8-1.8" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9.5L5 20v-4h.5A1.5 1.5 0 0 1 4 14.5z" />
      <path d="M8 9h8M8 12h5" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.8 6.5 8.2 6.3 8.2-6.3" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2" />
    </>
  ),
  download: <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />,
  layers: <path d="m12 3 9 5-9 5-9-5zM3 12.5l9 5 9-5M3 16.5l9 5 9-5" />,
  code: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10.5" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v3" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof iconPaths;

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(iconPaths, name);
}
