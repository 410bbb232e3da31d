import { nodeAt, outlineConfig, repeatedKeysOf, type ConfigPath, type OutlineNode } from './config-outline.js';
import type { SourceLocation } from '../errors/errors.js';
import { positionAt } from '../errors/text-position.js';

/**
 * The site config's source text, searched for the place of a value an error is about: the config
 * arrives as an evaluated object, which has no positions of its own.
 */
export class ConfigSource {
  private outline: OutlineNode | undefined | null = null;

  constructor(
    readonly file: string,
    private readonly text: string | undefined,
  ) {}

  /**
   * Where the key at `path` (`['navbar', 'items', 1, 'label']`) stands in the exported config object, or its value
   * with `isValue`; an array entry's place is its value's. Undefined where the text does not write it out (a value
   * made by code), so that the caller can search for it instead.
   */
  locatePath(path: ConfigPath, { isValue = false }: { isValue?: boolean } = {}): SourceLocation | undefined {
    const outline = this.outlined();
    const found = outline && nodeAt(outline, path);
    if (!found) return undefined;
    return this.at(isValue || found.keyOffset === undefined ? found.node.offset : found.keyOffset);
  }

  /**
   * Where a quoted value stands (`'fehlt'`, `"fehlt"`), optionally as the value of `key`, searching after
   * the first `after` key (a sidebar's id, say); `occurrence` counts matches from 0. Just the file when
   * the text does not hold it.
   */
  locateValue(value: string, options: { key?: string; after?: string; occurrence?: number } = {}): SourceLocation {
    const quoted = `(?<valueQuote>['"\`])${escapeRegExp(value)}\\k<valueQuote>`;
    const patterns = options.key
      ? [`${keyPattern(options.key)}\\s*:\\s*(?=${quoted})`, `(?=${quoted})`]
      : [`(?=${quoted})`];
    for (const pattern of patterns) {
      const offset = this.find(new RegExp(pattern, 'g'), options.after, options.occurrence ?? 0, true);
      if (offset !== undefined) return this.at(offset);
    }
    return { file: this.file };
  }

  /** Where a key (`docsSidebar:`, `'docsSidebar':`) stands, optionally searching after the first `after` key. */
  locateKey(key: string, options: { after?: string } = {}): SourceLocation {
    const offset = this.find(new RegExp(`${keyPattern(key)}\\s*:`, 'g'), options.after, 0, false);
    return offset === undefined ? { file: this.file } : this.at(offset);
  }

  private find(
    pattern: RegExp,
    after: string | undefined,
    occurrence: number,
    isAtMatchEnd: boolean,
  ): number | undefined {
    if (this.text === undefined) return undefined;
    const start = after === undefined ? 0 : this.find(new RegExp(`${keyPattern(after)}\\s*:`, 'g'), undefined, 0, true);
    if (start === undefined) return undefined;
    pattern.lastIndex = start;
    let match: RegExpExecArray | null;
    let seen = 0;
    while ((match = pattern.exec(this.text)) !== null) {
      if (seen++ === occurrence)
        return isAtMatchEnd ? match.index + match[0].length : match.index + match[0].search(/\S/);
      if (match[0].length === 0) pattern.lastIndex++;
    }
    return undefined;
  }

  /** Each key written twice or more in one object of the config, where it is written last and before. */
  repeatedKeys(): { path: ConfigPath; at: SourceLocation; earlier: SourceLocation[] }[] {
    const outline = this.outlined();
    if (!outline) return [];
    return repeatedKeysOf(outline).map(({ path, keyOffset, earlierKeyOffsets }) => ({
      path,
      at: this.at(keyOffset),
      earlier: earlierKeyOffsets.map((offset) => this.at(offset)),
    }));
  }

  private outlined(): OutlineNode | undefined {
    if (this.text === undefined) return undefined;
    if (this.outline === null) this.outline = outlineConfig(this.text);
    return this.outline;
  }

  private at(offset: number): SourceLocation {
    return { file: this.file, ...positionAt(this.text!, offset) };
  }
}

// A key as an identifier or in quotes, not as the tail of a longer name.
function keyPattern(key: string): string {
  return `(?<![\\w$'"\`])(?<keyQuote>['"\`]?)${escapeRegExp(key)}\\k<keyQuote>`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
