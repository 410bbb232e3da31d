import type { ElementContent } from 'hast';
import type { LanguageFn } from 'highlight.js';
import hljs from 'highlight.js/lib/core';
import { createLowlight } from 'lowlight';
import { createRequire } from 'node:module';
import path from 'node:path';
import { GRAMMAR_NAMES, GRAMMAR_OF_ALIAS } from './grammar-names.js';

/** Highlights code in one of highlight.js's languages (a grammar's name or alias, lower case). */
export interface Highlighter {
  /** The highlighted code, or undefined when no grammar has that name. */
  highlight(language: string, source: string): ElementContent[] | undefined;
}

// Each grammar is a CommonJS file of its own: required when a code block first names it, a build whose code blocks
// name a handful of languages does not load and register all 192 of them in every thread that renders markdown.
const requireFromHere = createRequire(import.meta.url);

/**
 * A highlighter that loads each grammar when a code block first names it, with the grammars it embeds (`xml` runs
 * `css` and `javascript` in its tags). Its output is that of lowlight with every grammar registered: a grammar that
 * guesses among all languages (`http`'s body) is highlighted by an instance that has all of them, in lowlight's order.
 */
export function createHighlighter(): Highlighter {
  let languagesDir: string | undefined;
  const grammarOf = (name: string): LanguageFn => {
    languagesDir ??= path.join(path.dirname(requireFromHere.resolve('highlight.js/package.json')), 'lib', 'languages');
    return requireFromHere(path.join(languagesDir, `${name}.js`)) as LanguageFn;
  };
  const some = createLowlight();
  let every: ReturnType<typeof createLowlight> | undefined;
  const needsEvery = new Set<string>();
  const load = (name: string) => {
    if (some.registered(name) || needsEvery.has(name)) return;
    const grammar = grammarOf(name);
    some.register(name, grammar);
    const embedded = embeddedLanguagesOf(grammar(hljs));
    if (embedded === 'every') needsEvery.add(name);
    else for (const language of embedded) if (GRAMMAR_NAMES.has(language)) load(language);
  };
  return {
    highlight(language, source) {
      const name = GRAMMAR_NAMES.has(language) ? language : GRAMMAR_OF_ALIAS[language];
      if (name === undefined) return undefined;
      load(name);
      if (needsEvery.has(name))
        every ??= createLowlight(Object.fromEntries([...GRAMMAR_NAMES].map((each) => [each, grammarOf(each)])));
      // lowlight's root holds only elements and text.
      return (needsEvery.has(name) ? every! : some).highlight(name, source).children as ElementContent[];
    },
  };
}

/**
 * The languages a grammar's modes hand their text to (`subLanguage`), or 'every' when one guesses among all
 * registered languages (an empty list).
 */
function embeddedLanguagesOf(definition: object): Set<string> | 'every' {
  const languages = new Set<string>();
  const seen = new Set<object>();
  const visit = (value: unknown): boolean => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return true;
    seen.add(value);
    const subLanguage = (value as { subLanguage?: unknown }).subLanguage;
    if (typeof subLanguage === 'string') languages.add(subLanguage);
    else if (Array.isArray(subLanguage)) {
      if (subLanguage.length === 0) return false;
      for (const language of subLanguage) languages.add(String(language));
    }
    return Object.values(value).every(visit);
  };
  return visit(definition) ? languages : 'every';
}
