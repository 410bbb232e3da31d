/** A top-level name of the config file that a function copied as source uses, with its declaration when it can be copied. */
export interface UsedTopLevelName {
  name: string;
  /** The declaration's text, when it is one line that gives a literal (`const repository = 'https://…';`). */
  declaration?: string;
}

const DECLARATION = /^(?:export\s+)?(?:const|let|var)\s+([\w$]+)\s*(?::[^=]+)?=\s*(.+?);?\s*$/gm;
const OTHER_DECLARATIONS = [
  /^(?:export\s+)?(?:async\s+)?function\s*\*?\s*([\w$]+)/gm,
  /^(?:export\s+)?class\s+([\w$]+)/gm,
  /^import\s+([\w$]+)/gm,
];
// A string without `${…}`, a number or a boolean: a value the declaration can be copied with as it is.
const LITERAL = /^(?:'[^'\\\n]*'|"[^"\\\n]*"|`[^`$\\]*`|-?\d+(?:\.\d+)?|true|false)$/;

/**
 * The names declared at the top level of the config file's text that `source` (a function's) uses, each with its
 * declaration when it is a literal that site.config.ts can declare the same way.
 */
export function usedTopLevelNames(source: string, configText: string): UsedTopLevelName[] {
  const declared = new Map<string, string | undefined>();
  for (const match of configText.matchAll(DECLARATION)) {
    declared.set(match[1]!, LITERAL.test(match[2]!.trim()) ? `const ${match[1]} = ${match[2]!.trim()};` : undefined);
  }
  for (const pattern of OTHER_DECLARATIONS)
    for (const match of configText.matchAll(pattern)) declared.set(match[1]!, undefined);
  const used = new Set(source.match(/(?<![\w$.])[A-Za-z_$][\w$]*/g) ?? []);
  return [...declared]
    .filter(([name]) => used.has(name))
    .map(([name, declaration]) => (declaration === undefined ? { name } : { name, declaration }));
}
