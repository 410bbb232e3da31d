/**
 * @typedef {import('./json-location.js').SourceLocation} SourceLocation
 * @typedef {{ location: SourceLocation; message: string; hint: string }} Problem
 */

/**
 * Prints problems as the CLI does: the location on a line of its own, then what is wrong and how to fix it.
 * @param {Problem[]} problems
 */
export function formatProblems(problems) {
  return problems
    .map(
      ({ location, message, hint }) =>
        `${location.file}:${location.line}:${location.column}\n  ${message}\n  ${hint}\n`,
    )
    .join('\n');
}
