import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];
const LEFT_OUT = /\.(?:test|stories)\.[cm]?[jt]sx?$|\.d\.ts$/;

/** The `src` folder of the package that holds `file`, or undefined when the file is not under one. */
export function sourceRootOf(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) {
      const root = path.join(dir, 'src');
      return file.startsWith(root + path.sep) ? root : undefined;
    }
  }
  return undefined;
}

function sourceFilesUnder(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) files.push(...sourceFilesUnder(full));
    } else if (SOURCE_EXTENSIONS.includes(path.extname(entry.name)) && !LEFT_OUT.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

function resolveSource(target) {
  const stem = target.replace(/\.(?:js|jsx|mjs)$/, '');
  const candidates = [target, ...SOURCE_EXTENSIONS.map((extension) => stem + extension)];
  candidates.push(...SOURCE_EXTENSIONS.map((extension) => path.join(target, `index${extension}`)));
  return candidates.find(
    (candidate) =>
      SOURCE_EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/**
 * The folder step an import takes: below the deepest folder both files share, the sibling folder the importer sits
 * in and the one it reaches into. Files directly in that shared folder take no folder step (root files are left out).
 */
export function folderStep(root, from, to) {
  const fromParts = path.relative(root, from).split(path.sep);
  const toParts = path.relative(root, to).split(path.sep);
  let shared = 0;
  while (shared < fromParts.length - 1 && shared < toParts.length - 1 && fromParts[shared] === toParts[shared])
    shared++;
  if (shared >= fromParts.length - 1 || shared >= toParts.length - 1) return undefined;
  const parent = fromParts.slice(0, shared).join('/');
  const prefix = parent ? `${parent}/` : '';
  return { from: prefix + fromParts[shared], to: prefix + toParts[shared] };
}

/** Every folder step in the tree under `root`, each with one import that takes it. */
export function folderGraph(root) {
  const edges = new Map();
  for (const file of sourceFilesUnder(root)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const target = resolveSource(path.resolve(path.dirname(file), match[1]));
      const step = target && folderStep(root, file, target);
      if (!step) continue;
      const targets = edges.get(step.from) ?? new Map();
      if (!targets.has(step.to)) targets.set(step.to, { file, target });
      edges.set(step.from, targets);
    }
  }
  return edges;
}

/** The shortest chain of folder steps from `start` to `goal`, as the imports that take them, or undefined. */
export function folderPath(edges, start, goal) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    for (const [next, witness] of edges.get(folder) ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, { folder, witness });
      if (next === goal) {
        const chain = [];
        for (let step = next; previous.get(step); step = previous.get(step).folder) chain.unshift(previous.get(step));
        return chain.map(({ witness: { file, target } }) => ({ file, target }));
      }
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * Fails on an import from one folder into a sibling folder that imports the first back, directly or through others:
 * the folders of a package's `src` must depend one way, so each can be read knowing only those below it.
 */
export const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import loops between the folders of a package' },
    schema: [],
    messages: {
      cycle:
        'Folder {{from}}/ imports {{to}}/, which imports {{from}}/ back: {{chain}}. Move what both need into a folder ' +
        'below both, or pass it in from the folder that calls them.',
    },
  },
  create(context) {
    const file = context.filename;
    const root = sourceRootOf(file);
    if (!root || LEFT_OUT.test(file)) return {};
    let edges;
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string' || !node.source.value.startsWith('.')) return;
      const target = resolveSource(path.resolve(path.dirname(file), node.source.value));
      const step = target && folderStep(root, file, target);
      if (!step) return;
      edges ??= folderGraph(root);
      const back = folderPath(edges, step.to, step.from);
      if (!back) return;
      const name = (full) => path.relative(root, full).split(path.sep).join('/');
      const chain = back.map(({ file: from, target: to }) => `${name(from)} imports ${name(to)}`).join(', ');
      context.report({ node, messageId: 'cycle', data: { from: step.from, to: step.to, chain } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
