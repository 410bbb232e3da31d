import { de, en, type MessageKey } from '@kran/theme';

const PLACEHOLDER = /\{[^}]+\}/;
// Quotes, dashes and spaces around a part ("„{tag}“" leaves „ and “) are not text of a language.
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const MIN_LENGTH = 4;

/** The plural forms of a message, cut at its placeholders: the literal text a page can show of it. */
function partsOf(message: string): string[] {
  return message
    .split('|')
    .flatMap((form) => form.split(PLACEHOLDER))
    .map((part) => part.replace(EDGES, ''))
    .filter((part) => part.length >= MIN_LENGTH);
}

const englishWords = new Set(Object.values(en).flatMap((message) => message.toLowerCase().split(/[^\p{L}\p{N}]+/u)));

/**
 * The theme's German texts that would give away a German page on an English site: the parts of each `de`
 * message that differs from its `en` one, leaving out short parts and single words the English table uses too
 * ('Posts', 'Blog', 'Details').
 */
export function germanOnlyTexts(): string[] {
  const texts = new Set<string>();
  for (const key of Object.keys(de) as MessageKey[]) {
    if (de[key] === en[key]) continue;
    const englishParts = new Set(partsOf(en[key]));
    for (const part of partsOf(de[key])) {
      const isEnglishWord = !/\s/.test(part) && englishWords.has(part.toLowerCase());
      if (!englishParts.has(part) && !isEnglishWord) texts.add(part);
    }
  }
  return [...texts];
}

/** Finds `text` as whole words: 'Archiv' is not in 'Archive'. */
export function containsWords(haystack: string, text: string): boolean {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}
