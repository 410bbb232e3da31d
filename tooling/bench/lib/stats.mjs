/**
 * @typedef {object} Summary
 * @property {number} median
 * @property {number} min
 * @property {number} max
 * @property {number} runs
 */

/**
 * Median, minimum and maximum of a non-empty list of numbers.
 * @param {number[]} values
 * @returns {Summary}
 */
export function summarize(values) {
  if (values.length === 0)
    throw new Error('summarize needs at least one value; every benchmark run failed or none was configured.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted.at(index));
  const median = sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
  return { median, min: at(0), max: at(-1), runs: sorted.length };
}

/**
 * `numerator / denominator`, or undefined when the denominator is zero (a ratio to nothing says nothing).
 * @param {number} numerator
 * @param {number} denominator
 */
export function ratio(numerator, denominator) {
  return denominator === 0 ? undefined : numerator / denominator;
}
