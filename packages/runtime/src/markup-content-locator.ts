import type { MarkupLocation } from './page-data-codec.js';

/**
 * An opening tag as React writes it (lowercase name, attributes as ` name="value"`) whose attribute values a CSS
 * selector can name as they are: no character references, line breaks or backslashes. It has attributes: elements
 * the HTML parser adds of its own (a `<tbody>`, a `<p>` for a stray `</p>`) have none, and so are never counted.
 */
const SIMPLE_OPENING_TAG = /^<([a-z][a-z0-9]*)((?: [a-zA-Z][\w-]*="[^"&\n\r\\]*")+)>$/;

/**
 * Finds content HTML in a page's prerendered markup, so that the data embedded in the page can name where it is
 * instead of carrying it a second time; the browser reads it back before hydrating (the runtime's
 * markupContentReader). Content is found where an element holds exactly it; the location is a CSS selector of that
 * element's tag and attributes and how many elements it matches come before. React escapes `<`, `>` and `"` in text
 * and attribute values, so every `<` of its markup starts a tag and every `"` delimits an attribute value.
 */
export class MarkupContentLocator {
  /** The selectors the locations name, by index: what the page embeds next to its data. */
  readonly selectors: string[] = [];
  /** Content comes in the markup in the order the data holds it; the search goes on after the last found. */
  private searchFrom = 0;

  constructor(private readonly markup: string) {}

  /** Where an element of the markup holds exactly `html`, or undefined when none does (the data keeps it). */
  readonly locate = (html: string): MarkupLocation | undefined => {
    const found = this.find(html, this.searchFrom) ?? this.find(html, 0);
    if (!found) return undefined;
    this.searchFrom = found.end;
    let selector = this.selectors.indexOf(found.selector);
    if (selector === -1) selector = this.selectors.push(found.selector) - 1;
    return [selector, this.countBefore(found.tagStart, found.tagName, found.attributes)];
  };

  private find(html: string, from: number) {
    const { markup } = this;
    for (let at = markup.indexOf(html, from); at !== -1; at = markup.indexOf(html, at + 1)) {
      if (markup[at - 1] !== '>') continue;
      const tagStart = markup.lastIndexOf('<', at - 1);
      const opening = SIMPLE_OPENING_TAG.exec(markup.slice(tagStart, at));
      if (!opening) continue;
      const tagName = opening[1]!;
      const end = at + html.length;
      if (!markup.startsWith(`</${tagName}>`, end)) continue;
      const attributes = opening[2]!.match(/ [^=]+="[^"]*"/g) ?? [];
      const selector = tagName + attributes.map((attribute) => `[${attribute.slice(1)}]`).join('');
      return { tagStart, tagName, attributes, selector, end };
    }
    return undefined;
  }

  /** How many elements before `tagStart` the selector matches: tags of the name that have each attribute. */
  private countBefore(tagStart: number, tagName: string, attributes: string[]): number {
    const tags = new RegExp(`<${tagName}(?=[\\s>/])[^>]*>`, 'g');
    const before = this.markup.slice(0, tagStart);
    let count = 0;
    for (const [tag] of before.matchAll(tags)) {
      if (attributes.every((attribute) => tag.includes(attribute))) count++;
    }
    return count;
  }
}
