import type { ConfigPath } from '@kran/contract';

/**
 * Where each written key and value of a config object literal stands in its source text. A value Kran cannot read
 * as a literal (a call, a variable, a spread) is kept as `other`, with its place but without its inside.
 */
export type OutlineNode =
  | { kind: 'object'; offset: number; entries: ReadonlyMap<string, OutlineEntry> }
  | { kind: 'array'; offset: number; items: readonly OutlineNode[] }
  | { kind: 'other'; offset: number };

export interface OutlineEntry {
  keyOffset: number;
  value: OutlineNode;
  /** Where the same key was written before in this object: JavaScript keeps only the last one's value. */
  earlierKeyOffsets?: readonly number[];
}

export type { ConfigPath };

interface Token {
  text: string;
  offset: number;
  isString: boolean;
}

const PUNCTUATION = new Set(['{', '}', '[', ']', '(', ')', ',', ':']);
const CLOSING: Record<string, string> = { '{': '}', '[': ']', '(': ')' };

/**
 * The outline of the object a config module exports: the argument of `defineConfig({ … })`, the object after
 * `export default`, or the object a `const` of the exported name holds. Undefined when there is none.
 */
export function outlineConfig(text: string): OutlineNode | undefined {
  const tokens = tokenize(text);
  const start = rootObjectIndex(tokens);
  return start === undefined ? undefined : new OutlineParser(tokens, start).value();
}

/** The outline node at a path, with the offset of its key (for an object entry), or undefined where it is not written. */
export function nodeAt(root: OutlineNode, path: ConfigPath): { node: OutlineNode; keyOffset?: number } | undefined {
  let found: { node: OutlineNode; keyOffset?: number } = { node: root };
  for (const step of path) {
    const { node } = found;
    if (typeof step === 'number' && node.kind === 'array' && node.items[step]) found = { node: node.items[step] };
    else if (typeof step === 'string' && node.kind === 'object' && node.entries.has(step)) {
      const entry = node.entries.get(step)!;
      found = { node: entry.value, keyOffset: entry.keyOffset };
    } else return undefined;
  }
  return found;
}

function rootObjectIndex(tokens: Token[]): number | undefined {
  const at = (index: number) => tokens[index]?.text;
  const call = tokens.findIndex((token, index) => token.text === 'defineConfig' && at(index + 1) === '(');
  if (call >= 0 && at(call + 2) === '{') return call + 2;
  // `export default …`, or CommonJS's `module.exports = …` (a Docusaurus config, which kran migrate reads).
  const exported = tokens.findIndex(
    (token, index) =>
      (token.text === 'export' && at(index + 1) === 'default') ||
      (token.text === 'module.exports' && at(index + 1) === '='),
  );
  if (exported < 0) return undefined;
  if (at(exported + 2) === '{') return exported + 2;
  const name = call >= 0 ? at(call + 2) : at(exported + 2);
  const declared = tokens.findIndex(
    (token, index) => /^(const|let|var)$/.test(token.text) && at(index + 1) === name && !tokens[index + 1]!.isString,
  );
  if (declared < 0) return undefined;
  const object = tokens.findIndex((token, index) => index > declared && token.text === '{');
  return object >= 0 && tokens.slice(declared, object).some((token) => token.text === '=') ? object : undefined;
}

/** A key written more than once in one object: where it was written before, and where it is written last. */
export interface RepeatedKey {
  path: ConfigPath;
  keyOffset: number;
  earlierKeyOffsets: readonly number[];
}

/** The keys written more than once in one object of the outline, at every level. */
export function repeatedKeysOf(node: OutlineNode, path: ConfigPath = []): RepeatedKey[] {
  if (node.kind === 'array') return node.items.flatMap((item, index) => repeatedKeysOf(item, [...path, index]));
  if (node.kind !== 'object') return [];
  return [...node.entries].flatMap(([key, entry]) => [
    ...(entry.earlierKeyOffsets
      ? [{ path: [...path, key], keyOffset: entry.keyOffset, earlierKeyOffsets: entry.earlierKeyOffsets }]
      : []),
    ...repeatedKeysOf(entry.value, [...path, key]),
  ]);
}

function setEntry(entries: Map<string, OutlineEntry>, key: Token, value: OutlineNode): void {
  const earlier = entries.get(key.text);
  const earlierKeyOffsets = earlier ? [...(earlier.earlierKeyOffsets ?? []), earlier.keyOffset] : undefined;
  entries.set(key.text, { keyOffset: key.offset, value, ...(earlierKeyOffsets ? { earlierKeyOffsets } : {}) });
}

class OutlineParser {
  constructor(
    private readonly tokens: Token[],
    private index: number,
  ) {}

  value(): OutlineNode {
    const token = this.tokens[this.index];
    if (!token) return { kind: 'other', offset: this.tokens.at(-1)?.offset ?? 0 };
    if (this.isLiteralInParentheses()) {
      this.index++;
      const inner = this.value();
      if (this.isAt(')')) this.index++;
      this.skipExpression();
      return inner;
    }
    const node: OutlineNode =
      token.text === '{' && !token.isString
        ? this.object()
        : token.text === '[' && !token.isString
          ? this.array()
          : { kind: 'other', offset: token.offset };
    // What follows a literal (`as const`, `satisfies Config`) or makes up another expression is passed over.
    this.skipExpression();
    return node;
  }

  /** `({ … })`: Docusaurus's templates wrap `themeConfig` so, after its type comment. */
  private isLiteralInParentheses(): boolean {
    const [paren, next] = [this.tokens[this.index], this.tokens[this.index + 1]];
    return (
      paren?.text === '(' && !paren.isString && !!next && !next.isString && (next.text === '{' || next.text === '[')
    );
  }

  private object(): OutlineNode {
    const offset = this.tokens[this.index++]!.offset;
    const entries = new Map<string, OutlineEntry>();
    while (this.index < this.tokens.length && !this.isAt('}')) {
      const key = this.tokens[this.index]!;
      if (this.isAt('...') || this.isAt('[')) this.skipExpression();
      else if (this.tokens[this.index + 1]?.text === ':') {
        this.index += 2;
        setEntry(entries, key, this.value());
      } else {
        // A shorthand property or a method.
        this.index++;
        setEntry(entries, key, { kind: 'other', offset: key.offset });
        this.skipExpression();
      }
      if (this.isAt(',')) this.index++;
    }
    this.index++;
    return { kind: 'object', offset, entries };
  }

  private array(): OutlineNode {
    const offset = this.tokens[this.index++]!.offset;
    const items: OutlineNode[] = [];
    while (this.index < this.tokens.length && !this.isAt(']')) {
      items.push(this.value());
      if (this.isAt(',')) this.index++;
    }
    this.index++;
    return { kind: 'array', offset, items };
  }

  /** Moves to the `,` or closing bracket that ends the expression here, passing over balanced brackets. */
  private skipExpression(): void {
    const open: string[] = [];
    for (; this.index < this.tokens.length; this.index++) {
      const { text, isString } = this.tokens[this.index]!;
      if (isString) continue;
      if (open.length === 0 && (text === ',' || text === '}' || text === ']' || text === ')')) return;
      if (CLOSING[text]) open.push(CLOSING[text]!);
      else if (text === open.at(-1)) open.pop();
    }
  }

  private isAt(text: string): boolean {
    const token = this.tokens[this.index];
    return token !== undefined && !token.isString && token.text === text;
  }
}

/** Names, numbers, strings (their text unquoted) and punctuation; comments and template literals left out. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (/\s/.test(char)) index++;
    else if (text.startsWith('//', index)) index = lineEnd(text, index);
    else if (text.startsWith('/*', index))
      index = text.indexOf('*/', index + 2) < 0 ? text.length : text.indexOf('*/', index + 2) + 2;
    else if (char === '"' || char === "'") {
      const end = stringEnd(text, index);
      tokens.push({ text: unescape(text.slice(index + 1, end - 1)), offset: index, isString: true });
      index = end;
    } else if (char === '`') {
      const end = templateEnd(text, index);
      tokens.push({ text: text.slice(index + 1, end - 1), offset: index, isString: true });
      index = end;
    } else if (text.startsWith('...', index)) {
      tokens.push({ text: '...', offset: index, isString: false });
      index += 3;
    } else if (PUNCTUATION.has(char)) {
      tokens.push({ text: char, offset: index, isString: false });
      index++;
    } else {
      const word = /^[\w$.]+/.exec(text.slice(index, index + 200))?.[0] ?? char;
      tokens.push({ text: word, offset: index, isString: false });
      index += word.length;
    }
  }
  return tokens;
}

function lineEnd(text: string, index: number): number {
  const end = text.indexOf('\n', index);
  return end < 0 ? text.length : end;
}

function stringEnd(text: string, start: number): number {
  const quote = text[start];
  let index = start + 1;
  while (index < text.length && text[index] !== quote && text[index] !== '\n') index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** The end of a template literal, passing over the `${…}` inside it, however deep. */
function templateEnd(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length && text[index] !== '`') {
    if (text[index] === '\\') index += 2;
    else if (text.startsWith('${', index)) {
      let depth = 1;
      index += 2;
      while (index < text.length && depth > 0) {
        if (text[index] === '`') index = templateEnd(text, index);
        else {
          if (text[index] === '{') depth++;
          else if (text[index] === '}') depth--;
          index++;
        }
      }
    } else index++;
  }
  return index + 1;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}
