import { parse } from 'acorn';

/**
 * @typedef {{ specifier: string; line: number; column: number }} FoundSpecifier
 * @typedef {import('acorn').Node & Record<string, any>} AnyNode
 */

// Names under which built code calls `require`: Node's own, esbuild's shim, and esbuild's rename of a local `require`.
const REQUIRE_NAMES = ['require', '__require'];

/**
 * Every module specifier a JavaScript module loads or resolves when it runs, written as a string in the code:
 * `import`/`export … from`, `import('x')`, `require('x')`, and the string passed to `import.meta.resolve`,
 * `require.resolve` or the `resolve` of a `createRequire(…)` function. Strings built at run time are not seen.
 * @param {string} source
 * @returns {FoundSpecifier[]}
 */
export function moduleSpecifiersOf(source) {
  const program = /** @type {AnyNode} */ (
    parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true })
  );
  const requireNames = new Set([...REQUIRE_NAMES, ...createRequireBindings(program)]);
  /** @type {FoundSpecifier[]} */
  const found = [];
  visit(program, (node) => {
    const literal = loadedLiteralOf(node, requireNames);
    if (!literal?.loc) return;
    const { line, column } = literal.loc.start;
    found.push({ specifier: /** @type {string} */ (stringValueOf(literal)), line, column: column + 1 });
  });
  return found;
}

/**
 * The string node a statement or call loads, if it is one of the forms moduleSpecifiersOf() reads.
 * @param {AnyNode} node
 * @param {Set<string>} requireNames
 * @returns {AnyNode | undefined}
 */
function loadedLiteralOf(node, requireNames) {
  switch (node.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'ExportNamedDeclaration':
    case 'ImportExpression':
      return node.source && stringValueOf(node.source) !== undefined ? node.source : undefined;
    case 'CallExpression':
      return isLoadingCall(node.callee, requireNames) &&
        node.arguments[0] &&
        stringValueOf(node.arguments[0]) !== undefined
        ? node.arguments[0]
        : undefined;
    default:
      return undefined;
  }
}

/**
 * @param {AnyNode} callee
 * @param {Set<string>} requireNames
 */
function isLoadingCall(callee, requireNames) {
  if (callee.type === 'Identifier') return requireNames.has(callee.name);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'resolve') return false;
  const { object } = callee;
  return (
    (object.type === 'MetaProperty' && object.meta.name === 'import') ||
    (object.type === 'Identifier' && requireNames.has(object.name)) ||
    isCreateRequireCall(object)
  );
}

/**
 * The names of variables that hold a `createRequire(…)` function.
 * @param {AnyNode} program
 */
function createRequireBindings(program) {
  /** @type {string[]} */
  const names = [];
  visit(program, (node) => {
    if (
      node.type === 'VariableDeclarator' &&
      node.id.type === 'Identifier' &&
      node.init &&
      isCreateRequireCall(node.init)
    ) {
      names.push(node.id.name);
    }
  });
  return names;
}

/** @param {AnyNode} node */
function isCreateRequireCall(node) {
  return (
    node.type === 'CallExpression' && node.callee.type === 'Identifier' && /^createRequire\d*$/.test(node.callee.name)
  );
}

/**
 * The value of a string literal or of a template literal without expressions.
 * @param {AnyNode} node
 * @returns {string | undefined}
 */
function stringValueOf(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

/**
 * Calls `onNode` for every node of the tree, depth first.
 * @param {AnyNode} node
 * @param {(node: AnyNode) => void} onNode
 */
function visit(node, onNode) {
  onNode(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof child.type === 'string') visit(child, onNode);
    }
  }
}
