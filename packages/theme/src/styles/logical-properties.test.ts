/// <reference types="node" />
// Reads the files: vitest hands CSS imports over empty.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDir = path.join(import.meta.dirname, '..');
const stylesheets = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.css'),
);

const PHYSICAL = [
  /\b(?:margin|padding|border)-(?:left|right)\b[\w-]*\s*:/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/,
  /\bborder-(?:top|bottom)-(?:left|right)-radius\s*:/,
];

/** The values of a shorthand, split at spaces outside parentheses: `0 calc(1rem * -1)` is two. */
function valuesOf(shorthand: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let value = '';
  for (const char of shorthand.trim()) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    if (char === ' ' && depth === 0) {
      if (value) values.push(value);
      value = '';
    } else value += char;
  }
  return value ? [...values, value] : values;
}

/** A four-value `margin` or `padding` whose right and left differ: it does not mirror. */
function isLopsidedShorthand(line: string): boolean {
  const shorthand = /^\s*(?:margin|padding)\s*:\s*([^;]+);/.exec(line)?.[1];
  const values = shorthand === undefined ? [] : valuesOf(shorthand);
  return values.length === 4 && values[1] !== values[3];
}

describe("the theme's stylesheets", () => {
  it('place by the writing direction (logical properties), so that right-to-left pages mirror the layout', () => {
    expect(stylesheets.length).toBeGreaterThan(20);
    const physical = stylesheets.flatMap((file) =>
      readFileSync(path.join(sourceDir, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          PHYSICAL.some((pattern) => pattern.test(line)) || isLopsidedShorthand(line)
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(physical).toEqual([]);
  });
});
