/** What a load run must stay within; anything past a bound fails `pnpm test:load`. */
export const BOUNDS = { errors: 0, timeouts: 0, serverErrors: 0, unexpectedStatuses: 0, rssGrowthMb: 40 };

/**
 * @typedef {object} LoadFigures
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} serverErrors
 * @property {number} unexpectedStatuses
 * @property {string} [unexpectedExample]
 * @property {number} rssGrowthMb
 * @property {boolean} isServerRunning
 */

/**
 * The bounds a run broke, as sentences; empty when it held.
 * @param {LoadFigures} figures
 * @param {typeof BOUNDS} [bounds]
 * @returns {string[]}
 */
export function brokenBounds(figures, bounds = BOUNDS) {
  const broken = [];
  if (figures.errors > bounds.errors) broken.push(`${figures.errors} connection errors (bound ${bounds.errors}).`);
  if (figures.timeouts > bounds.timeouts) broken.push(`${figures.timeouts} timeouts (bound ${bounds.timeouts}).`);
  if (figures.serverErrors > bounds.serverErrors)
    broken.push(`${figures.serverErrors} 5xx answers (bound ${bounds.serverErrors}).`);
  if (figures.unexpectedStatuses > bounds.unexpectedStatuses)
    broken.push(
      `${figures.unexpectedStatuses} answers with another status than expected, e.g. ${figures.unexpectedExample}.`,
    );
  if (figures.rssGrowthMb > bounds.rssGrowthMb)
    broken.push(
      `The server's memory grew by ${figures.rssGrowthMb.toFixed(1)} MB during the run (bound ${bounds.rssGrowthMb} MB).`,
    );
  if (!figures.isServerRunning) broken.push('The server stopped during the run.');
  return broken;
}
