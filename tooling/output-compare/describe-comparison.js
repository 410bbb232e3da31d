/** @typedef {import('./compare-outputs.js').OutputComparison} OutputComparison */

const LISTED = 8;

/**
 * One paragraph on what differs between two outputs.
 * @param {OutputComparison} comparison
 * @returns {string}
 */
export function describeComparison({ identical, sameBesideHashes, onlyBefore, onlyAfter, changed }) {
  if (identical) return 'byte-identical.';
  const lines = [
    sameBesideHashes
      ? "the same files and bytes except the client bundle's asset hashes and source maps (its source files moved)."
      : 'the outputs differ.',
  ];
  const list = (/** @type {string} */ label, /** @type {string[]} */ files) => {
    if (files.length === 0) return;
    const more = files.length > LISTED ? ` and ${files.length - LISTED} more` : '';
    lines.push(`  ${label} (${files.length}): ${files.slice(0, LISTED).join(', ')}${more}`);
  };
  list('only before', onlyBefore);
  list('only after', onlyAfter);
  list('changed', changed);
  return lines.join('\n');
}
