import type { Element, ElementContent, Root, Text } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { canonicalLanguage, primaryLanguage } from './language-tags.js';
import { linkLanguageHint } from './link-language-hint.js';
import { languageOfUrl, type ResolvedLinkLanguages } from './link-languages.js';

/** The class of the hint after a link to a text in another language, for a site's own CSS. */
export const LINK_LANGUAGE_CLASS = 'link-language';

export interface LinkLanguageContext {
  /** The site's language: links in it get neither `hreflang` nor a hint. */
  locale: string;
  linkLanguages: ResolvedLinkLanguages;
}

/**
 * Gives each link to a text in another language than the site's `hreflang` and, after it, a hint in the site's
 * language: `<a href="…" hreflang="en">Handbuch</a><span class="link-language"> (englisch)</span>`, or
 * `(<a …>GitHub</a><span …>, englisch</span>)` where the link stands in parentheses. The language
 * is the link's own `hreflang` (raw HTML), else the one `linkLanguages` has for an external URL. The hint stays
 * outside the link, so the link text is the author's, and out of the search index; links without text (an image)
 * get `hreflang` only. The hint takes the end of the link as its position, so a summary cut after it keeps it.
 */
export function addLinkLanguages(tree: Root, context: LinkLanguageContext): void {
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'a' || index === undefined || !parent) return;
    const language = languageOf(node, context);
    if (language === undefined || primaryLanguage(language) === primaryLanguage(context.locale)) return;
    node.properties.hrefLang = language;
    if (!hasText(node)) return;
    const inParentheses =
      textOf(parent.children[index - 1]).endsWith('(') && textOf(parent.children[index + 1]).startsWith(')');
    parent.children.splice(
      index + 1,
      0,
      hintAfter(node, linkLanguageHint(language, context.locale, { inParentheses })),
    );
    return [SKIP, index + 2];
  });
}

function languageOf(link: Element, context: LinkLanguageContext): string | undefined {
  const own = link.properties.hrefLang;
  if (own === undefined || own === null) {
    const href = link.properties.href;
    return typeof href === 'string' ? languageOfUrl(href, context.linkLanguages) : undefined;
  }
  // A value that is not a language code is reported by checkRawHreflangs when the markdown is parsed.
  return canonicalLanguage(String(own));
}

function hintAfter(link: Element, text: string): ElementContent {
  const end = link.position?.end;
  const position = end ? { position: { start: end, end } } : {};
  // The space or comma before the words is part of the hint, so the search index, which leaves the hint out, keeps
  // none of it either: "(GitHub)", not "(GitHub )".
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: [LINK_LANGUAGE_CLASS], dataPagefindIgnore: '' },
    children: [{ type: 'text', value: text, ...position }],
    ...position,
  };
}

/** The text of a text node; other nodes (elements, MDX expressions) have none. */
function textOf(node: { type: string } | undefined): string {
  return node?.type === 'text' ? (node as Text).value : '';
}

function hasText(node: ElementContent): boolean {
  if (node.type === 'text') return node.value.trim() !== '';
  return node.type === 'element' && node.children.some(hasText);
}
