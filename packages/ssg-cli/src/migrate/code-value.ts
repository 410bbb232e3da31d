/** A value of site.config.ts that is code, not data: an import of a package's export, or a function's source. */
export type Code =
  | { kind: 'import'; specifier: string; exportName: string }
  | {
      kind: 'source';
      text: string;
      /** Declarations of the config file the source needs, written above the config (`const repository = '…';`). */
      declarations?: readonly string[];
    };

/** Marks code inside the config value that print-config-module writes out. */
export class CodeValue {
  constructor(readonly code: Code) {}
}

/** The exports of the modules a config imports, by their value: where a function in the config comes from. */
export function moduleOrigins(imports: readonly { specifier: string; value: unknown }[]): Map<unknown, Code> {
  const origins = new Map<unknown, Code>();
  const add = (value: unknown, code: Code) => {
    if ((typeof value === 'function' || (typeof value === 'object' && value !== null)) && !origins.has(value))
      origins.set(value, code);
  };
  for (const { specifier, value } of imports) {
    if (typeof value !== 'object' && typeof value !== 'function') continue;
    if (value === null) continue;
    const exports = value as Record<string, unknown>;
    add(exports.default, { kind: 'import', specifier, exportName: 'default' });
    // A CommonJS module's `module.exports` itself, which the config gets from `require`; and an ES module that
    // `require` gives as its namespace (`remarkPlugins: [require('remark-math')]`), which means its default export.
    if (typeof value === 'function' || typeof exports.default === 'function')
      add(value, { kind: 'import', specifier, exportName: 'default' });
    for (const [name, exported] of Object.entries(exports)) {
      if (name !== 'default' && name !== '__esModule' && typeof exported === 'function')
        add(exported, { kind: 'import', specifier, exportName: name });
    }
  }
  return origins;
}
