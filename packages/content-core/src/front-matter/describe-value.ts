const LONGEST_QUOTED_TEXT = 40;

/** Names a front matter value for an error message: `the number 5`, `a list`, `the text "gestern"`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'an empty value';
  if (typeof value === 'string') return value === '' ? 'an empty text' : `the text ${quoted(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the value ${value}`;
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (value instanceof Date) return `the date ${value.toISOString()}`;
  return 'an object';
}

function quoted(text: string): string {
  const line = text.split('\n')[0]!;
  const isShortened = line.length > LONGEST_QUOTED_TEXT || line !== text;
  return `"${line.slice(0, LONGEST_QUOTED_TEXT)}${isShortened ? '…' : ''}"`;
}
