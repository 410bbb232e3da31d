import { findNodeAtLocation, parseTree } from 'jsonc-parser';

/**
 * @typedef {{ file: string; line: number; column: number }} SourceLocation
 * @typedef {(string | number)[]} JsonPath
 */

/**
 * Returns a function that finds where a value of a JSON file starts (1-based line and column); the file's start when
 * the path is not in it.
 * @param {string} file the path printed with the location
 * @param {string} text the file's content
 * @returns {(path: JsonPath) => SourceLocation}
 */
export function jsonLocator(file, text) {
  const tree = parseTree(text);
  return (path) => {
    const node = tree && findNodeAtLocation(tree, path);
    return {
      file,
      ...lineAndColumnOf(text, node?.parent?.type === 'property' ? node.parent.offset : (node?.offset ?? 0)),
    };
  };
}

/**
 * @param {string} text
 * @param {number} offset
 */
export function lineAndColumnOf(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * A path into a JSON value as JavaScript would write it: `exports["./styles.css"].import`, `bin.kran`.
 * @param {JsonPath} path
 */
export function formatJsonPath(path) {
  return path
    .map((key, index) =>
      typeof key === 'number'
        ? `[${key}]`
        : /^[a-z_$][\w$]*$/i.test(key)
          ? `${index > 0 ? '.' : ''}${key}`
          : `[${JSON.stringify(key)}]`,
    )
    .join('');
}
