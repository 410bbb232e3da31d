// Writes src/markdown/render/grammar-names.ts from the installed highlight.js: the name of each of its grammars and
// the aliases each grammar declares, so that a build loads only the grammars its code blocks name.
// Run after updating highlight.js: pnpm --filter @kran/content-core grammar-names
import { writeFileSync } from 'node:fs';
import hljs from 'highlight.js/lib/core';
import { all } from 'lowlight';

// In lowlight's order, which is the order its `all` registers them in.
const names = Object.keys(all);
const aliases = {};
// As in highlight.js, a grammar registered later takes an alias an earlier one declared too.
for (const name of names)
  for (const alias of all[name](hljs).aliases ?? []) if (!all[alias.toLowerCase()]) aliases[alias.toLowerCase()] = name;
const sortedAliases = Object.fromEntries(Object.entries(aliases).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(
  new URL('../src/markdown/render/grammar-names.ts', import.meta.url),
  `// Written by scripts/write-grammar-names.mjs from highlight.js; grammar-names.test.ts checks it against the installed one.

/** The file name of every grammar highlight.js ships (\`highlight.js/lib/languages/<name>\`), in lowlight's order. */
export const GRAMMAR_NAMES: ReadonlySet<string> = new Set(${JSON.stringify(names)});

/** The grammar each alias names (\`sh\` -> \`bash\`), lower case. */
export const GRAMMAR_OF_ALIAS: Readonly<Record<string, string>> = ${JSON.stringify(sortedAliases)};
`,
);
