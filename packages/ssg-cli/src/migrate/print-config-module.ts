import { CodeValue, type Code } from './code-value.js';

const PRINT_WIDTH = 120;
const INDENT = '  ';

/**
 * site.config.ts's text for a config object: `import { defineConfig } from '@kran/ssg-cli';`, an import for each
 * module export the config uses, the declarations its functions need, and the object, indented and wrapped at 120 characters as Prettier would.
 */
export function printConfigModule(config: Readonly<Record<string, unknown>>, comment: string): string {
  const imports = new ImportNames();
  const declarations = new Set<string>();
  collectCode(config, (code) => {
    if (code.kind === 'import') imports.add(code);
    else for (const declaration of code.declarations ?? []) declarations.add(declaration);
  });
  const body = printValue(config, { depth: 0, lineStart: 'export default defineConfig('.length, imports });
  return [
    "import { defineConfig } from '@kran/ssg-cli';",
    ...imports.statements(),
    ...(declarations.size > 0 ? ['', ...declarations] : []),
    '',
    `// ${comment}`,
    `export default defineConfig(${body});`,
    '',
  ].join('\n');
}

/** The local names of the imported exports, unique, and the import statements that give them. */
class ImportNames {
  private readonly names = new Map<string, string>();
  private readonly taken = new Set(['defineConfig']);

  add(code: Extract<Code, { kind: 'import' }>): void {
    const key = importKey(code);
    if (this.names.has(key)) return;
    const base = code.exportName === 'default' || code.exportName === '*' ? nameOf(code.specifier) : code.exportName;
    let name = base;
    for (let count = 2; this.taken.has(name); count++) name = `${base}${count}`;
    this.taken.add(name);
    this.names.set(key, name);
  }

  nameOf(code: Extract<Code, { kind: 'import' }>): string {
    return this.names.get(importKey(code))!;
  }

  statements(): string[] {
    const bySpecifier = new Map<string, { defaultName?: string; named: string[] }>();
    for (const [key, local] of this.names) {
      const [specifier, exportName] = JSON.parse(key) as [string, string];
      const entry = bySpecifier.get(specifier) ?? { named: [] };
      if (exportName === 'default') entry.defaultName = local;
      else entry.named.push(exportName === local ? local : `${exportName} as ${local}`);
      bySpecifier.set(specifier, entry);
    }
    const specifiers = [...bySpecifier.keys()].sort(
      (a, b) => Number(a.startsWith('.')) - Number(b.startsWith('.')) || a.localeCompare(b),
    );
    return specifiers.map((specifier) => {
      const { defaultName, named } = bySpecifier.get(specifier)!;
      const parts = [defaultName, named.length > 0 ? `{ ${named.join(', ')} }` : undefined].filter(Boolean);
      return `import ${parts.join(', ')} from ${quote(specifier)};`;
    });
  }
}

function importKey(code: Extract<Code, { kind: 'import' }>): string {
  return JSON.stringify([code.specifier, code.exportName]);
}

/** A camel-case name for a module's default export: `remark-math` -> remarkMath, `./plugins/my-plugin.js` -> myPlugin. */
function nameOf(specifier: string): string {
  const last =
    specifier
      .split('/')
      .filter((part) => part !== '' && part !== '.' && part !== '..')
      .at(-1) ?? 'module';
  const words = last
    .replace(/\.[cm]?[jt]s$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const name = words.map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
  return /^[A-Za-z_$]/.test(name) ? name : `_${name}`;
}

function collectCode(value: unknown, found: (code: Code) => void): void {
  if (value instanceof CodeValue) found(value.code);
  else if (Array.isArray(value)) for (const entry of value) collectCode(entry, found);
  else if (typeof value === 'object' && value !== null)
    for (const entry of Object.values(value)) collectCode(entry, found);
}

interface PrintState {
  depth: number;
  /** Characters already on the line where the value starts. */
  lineStart: number;
  imports: ImportNames;
}

function printValue(value: unknown, state: PrintState): string {
  if (value instanceof CodeValue) {
    return value.code.kind === 'import'
      ? state.imports.nameOf(value.code)
      : reindent(value.code.text, INDENT.repeat(state.depth));
  }
  if (typeof value === 'string') return quote(value);
  if (value instanceof RegExp) return String(value);
  if (typeof value !== 'object' || value === null) return String(value);
  const isArray = Array.isArray(value);
  const entries = isArray
    ? (value as unknown[]).map((entry) => ({ key: '', entry }))
    : Object.entries(value)
        .filter(([, entry]) => entry !== undefined)
        .map(([key, entry]) => ({ key: `${printKey(key)}: `, entry }));
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const inner = { ...state, depth: state.depth + 1 };
  const flat = entries.map(({ key, entry }) => key + printValue(entry, { ...inner, lineStart: 0 }));
  const oneLine = isArray ? `[${flat.join(', ')}]` : `{ ${flat.join(', ')} }`;
  if (!oneLine.includes('\n') && state.lineStart + oneLine.length + 2 <= PRINT_WIDTH) return oneLine;
  const indent = INDENT.repeat(state.depth + 1);
  const lines = entries.map(
    ({ key, entry }) => `${indent}${key}${printValue(entry, { ...inner, lineStart: indent.length + key.length })},`,
  );
  return `${open}\n${lines.join('\n')}\n${INDENT.repeat(state.depth)}${close}`;
}

function printKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key);
}

/** A string literal in single quotes, as Prettier writes them here (double quotes when it holds single ones). */
function quote(text: string): string {
  const json = JSON.stringify(text);
  if (text.includes("'") && !text.includes('"')) return json;
  return `'${json.slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** A function's source with its lines after the first moved to `indent`, keeping their indentation among each other. */
function reindent(text: string, indent: string): string {
  const [first, ...rest] = text.split('\n');
  const widths = rest.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)![0].length);
  // The closing line of a function sits at the level of its first line; the lines between one level deeper.
  const common = widths.length > 0 ? Math.min(...widths) : 0;
  return [first, ...rest.map((line) => (line.trim() === '' ? '' : indent + line.slice(common)))].join('\n');
}
