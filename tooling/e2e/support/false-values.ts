/** A value a template filled in from nothing: `undefined`, `NaN`, `[object Object]`, or `null` (not `/dev/null`). */
const FALSE_VALUE = /\b(?:undefined|NaN)\b|\[object Object\]|(?<![\w/.-])null(?![\w/.-])/;
const ATTRIBUTE = /\s([\w:-]+)="([^"]*)"/g;

/** The attributes and the visible text (code and scripts aside) of an HTML page that hold a false value. */
export function falseValuesIn(html: string): string[] {
  const found: string[] = [];
  for (const [attribute, name, value] of html.matchAll(ATTRIBUTE)) {
    if (FALSE_VALUE.test(value!)) found.push(`attribute ${name}: ${attribute!.trim()}`);
  }
  const text = html
    .replace(/<(script|style|pre|code)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  const match = FALSE_VALUE.exec(text);
  if (match) found.push(`text: …${text.slice(Math.max(0, match.index - 60), match.index + 40)}…`);
  return found;
}
