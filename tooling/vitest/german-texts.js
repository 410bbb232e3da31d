const PLACEHOLDER = /\{[^}]+\}/;
// Quotes, dashes and spaces around a part ("„{tag}“" leaves „ and “) are not text of a language.
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const MIN_LENGTH = 4;

/** The plural forms of a message, cut at its placeholders: the literal text a page can show of it. */
function partsOf(message) {
  return message
    .split('|')
    .flatMap((form) => form.split(PLACEHOLDER))
    .map((part) => part.replace(EDGES, ''))
    .filter((part) => part.length >= MIN_LENGTH);
}

/** The words of the English table, each also without a plural `s` ('Releases' makes 'release' English). */
function englishWordsOf(en) {
  const words = Object.values(en).flatMap((message) => message.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return new Set(words.flatMap((word) => (word.endsWith('s') ? [word, word.slice(0, -1)] : [word])));
}

/**
 * The German texts of a theme that would give away a German page on an English site: the parts of each `de`
 * message that differs from its `en` one, leaving out short parts and single words the English table uses too
 * ('Posts', 'Blog', 'Details').
 */
export function germanOnlyTexts(de, en) {
  const englishWords = englishWordsOf(en);
  const texts = new Set();
  for (const key of Object.keys(de)) {
    if (de[key] === en[key]) continue;
    const englishParts = new Set(partsOf(en[key]));
    for (const part of partsOf(de[key])) {
      const isEnglishWord = !/\s/.test(part) && englishWords.has(part.toLowerCase());
      if (!englishParts.has(part) && !isEnglishWord) texts.add(part);
    }
  }
  return [...texts];
}

/** Whether `haystack` has `text` as whole words: 'Archiv' is not in 'Archive'. */
export function containsWords(haystack, text) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}
