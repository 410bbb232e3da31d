/** Median, minimum and maximum of a non-empty list of numbers. */
export function summarize(values) {
  if (values.length === 0) throw new Error('summarize needs at least one value; every benchmark run failed or none was configured.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted.at(-1), runs: sorted.length };
}

/** `numerator / denominator`, or undefined when the denominator is zero (a ratio to nothing says nothing). */
export function ratio(numerator, denominator) {
  return denominator === 0 ? undefined : numerator / denominator;
}
