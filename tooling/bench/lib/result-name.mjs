import { readdirSync } from 'node:fs';

/**
 * The name (without extension) a benchmark's results get in `resultsDir`: `<kind>-<date>`, or `<kind>-<date>-2`,
 * `-3` ... when a run of the same day already wrote files under it, which the README may cite.
 * @param {string} resultsDir
 * @param {string} kind
 * @param {string} date
 */
export function freshResultName(resultsDir, kind, date) {
  let taken;
  try {
    taken = new Set(readdirSync(resultsDir).map((file) => file.replace(/\.[^.]+$/, '')));
  } catch {
    taken = new Set();
  }
  const base = `${kind}-${date}`;
  if (!taken.has(base)) return base;
  let number = 2;
  while (taken.has(`${base}-${number}`)) number++;
  return `${base}-${number}`;
}
