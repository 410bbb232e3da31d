import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Static imports and re-exports, `import type` included; a dynamic import() loads later and closes no cycle.
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

const importsCache = new Map();

/** The files a module imports statically by a relative path (`./x.js` is `x.ts` or `x.tsx` in the sources). */
function importsOf(file) {
  let imports = importsCache.get(file);
  if (imports) return imports;
  imports = [];
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const resolved = resolveSource(path.resolve(path.dirname(file), match[1]));
    if (resolved) imports.push(resolved);
  }
  importsCache.set(file, imports);
  return imports;
}

function resolveSource(target) {
  const stem = target.replace(/\.(?:js|jsx|mjs)$/, '');
  const candidates = [target, ...SOURCE_EXTENSIONS.map((extension) => stem + extension)];
  candidates.push(...SOURCE_EXTENSIONS.map((extension) => path.join(target, `index${extension}`)));
  return candidates.find((candidate) => isSourceFile(candidate));
}

function isSourceFile(candidate) {
  return SOURCE_EXTENSIONS.includes(path.extname(candidate)) && existsSync(candidate) && statSync(candidate).isFile();
}

/** The shortest chain of imports from `start` back to itself, or undefined. */
function cycleThrough(start) {
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const imported of importsOf(file)) {
      if (imported === start) {
        const chain = [file];
        while (previous.get(chain[0])) chain.unshift(previous.get(chain[0]));
        return chain;
      }
      if (!previous.has(imported)) {
        previous.set(imported, file);
        queue.push(imported);
      }
    }
  }
  return undefined;
}

/** Fails on a module that imports itself through others, counting `import type` (import-x/no-cycle skips those). */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles, type-only imports included' },
    schema: [],
    messages: {
      cycle: 'This module imports itself through {{chain}}. Move what both sides need into a module of its own.',
    },
  },
  create(context) {
    return {
      Program(node) {
        importsCache.clear();
        const file = context.filename;
        const chain = cycleThrough(file);
        if (!chain) return;
        const names = [...chain, file].map((step) => path.relative(path.dirname(file), step) || path.basename(step));
        context.report({ node, messageId: 'cycle', data: { chain: names.join(' -> ') } });
      },
    };
  },
};
