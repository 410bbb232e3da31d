/** Duration when the visitor prefers reduced motion: the change happens at once, but transition events still fire. */
export const REDUCED_MOTION_DURATION_MS = 1;
export const MIN_COLLAPSE_DURATION_MS = 150;
export const MAX_COLLAPSE_DURATION_MS = 450;

/**
 * How long opening or closing content of `heightPx` takes. Taller content travels further and gets more
 * time, growing with the square root of the height so that long content does not crawl.
 */
export function collapseDuration(heightPx: number, prefersReducedMotion: boolean): number {
  if (prefersReducedMotion) return REDUCED_MOTION_DURATION_MS;
  const duration = MIN_COLLAPSE_DURATION_MS + 8 * Math.sqrt(Math.max(heightPx, 0));
  return Math.round(Math.min(duration, MAX_COLLAPSE_DURATION_MS));
}
