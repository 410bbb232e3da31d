/** Widths at or below this show the mobile navbar with its drawer (SPEC: 996 px). */
export const MOBILE_BREAKPOINT = 996;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** window.matchMedia, or null where it does not exist (old test environments). */
export function matchMediaOrNull(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}
