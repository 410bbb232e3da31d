import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { de, type MessageKey } from './de';
import { en } from './en';
import { createI18n } from './i18n';
import { MESSAGE_KEYS, messageTableNameFor, messageTables, resolveMessages } from './message-tables';
import { orderedPluralCategories } from './plural-forms';

const tables = Object.entries(messageTables);
const CATEGORY_PREFIX = /^(zero|one|two|few|many|other):/;

/**
 * A message's forms by plural category, as translate.ts reads them: named (`few:…`), or unnamed, one per category of
 * the locale in Docusaurus's order (`one|other` in English).
 */
function formsOf(locale: string, key: string, message: string): { category: string; text: string }[] {
  const forms = message.split('|');
  if (forms.some((form) => CATEGORY_PREFIX.test(form)))
    return forms.map((form) => ({ category: form.match(CATEGORY_PREFIX)?.[1] ?? '(unnamed)', text: form }));
  // The theme shows a key ending in `.one` only for the count 1.
  if (forms.length === 1) return [{ category: key.endsWith('.one') ? 'one' : 'other', text: message }];
  const categories = orderedPluralCategories(new Intl.PluralRules(locale));
  return forms.map((text, index) => ({ category: categories[index] ?? '(one too many)', text }));
}

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];

describe('message tables', () => {
  it('ship English, German, Arabic, French, Spanish and Japanese', () => {
    expect(Object.keys(messageTables).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja']);
  });

  it.each(tables)('give %s exactly the keys of the German table', (_, table) => {
    expect(Object.keys(table).sort()).toEqual([...MESSAGE_KEYS].sort());
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
    for (const key of MESSAGE_KEYS) expect(table[key].trim(), key).not.toBe('');
  });

  it.each(tables)('give each message of %s the placeholders of the English one', (name, table) => {
    for (const key of MESSAGE_KEYS) {
      const english = placeholdersOf(en[key]);
      expect(english, key).toEqual(expect.arrayContaining(placeholdersOf(table[key])));
      for (const { category, text } of formsOf(name, key, table[key])) {
        // Every form names what the message is about; zero, one and two may write the number as a word.
        const needed = ['zero', 'one', 'two'].includes(category) ? english.filter((name) => name !== 'count') : english;
        expect(placeholdersOf(text), `${key} (${category})`).toEqual(expect.arrayContaining(needed));
      }
    }
  });

  it.each(tables)("names in %s only plural categories the language has, always with 'other'", (name, table) => {
    const categories: string[] = new Intl.PluralRules(name).resolvedOptions().pluralCategories;
    // A key ending in `.one` is chosen by the theme for the count 1, whatever category the language gives it.
    for (const key of MESSAGE_KEYS.filter((key) => !key.endsWith('.one'))) {
      const forms = formsOf(name, key, table[key]);
      const named = forms.map((form) => form.category);
      expect(categories, `${key}: ${named.join(', ')}`).toEqual(expect.arrayContaining(named));
      expect(new Set(named).size, key).toBe(named.length);
      expect(named, key).toContain('other');
    }
  });

  it('finds a table by the language of the locale', () => {
    expect(messageTableNameFor('de')).toBe('de');
    expect(messageTableNameFor('de-CH')).toBe('de');
    expect(messageTableNameFor('en-GB')).toBe('en');
    expect(messageTableNameFor('ar-EG')).toBe('ar');
    expect(messageTableNameFor('fr-CA')).toBe('fr');
    expect(messageTableNameFor('es-419')).toBe('es');
    expect(messageTableNameFor('ja')).toBe('ja');
    expect(messageTableNameFor('pt-BR')).toBeUndefined();
  });

  it('applies a site’s single overrides to its locale’s table', () => {
    const messages = resolveMessages('en', { 'notFound.title': 'Nothing here' });
    expect(messages['notFound.title']).toBe('Nothing here');
    expect(messages['docs.onThisPage']).toBe(en['docs.onThisPage']);
    expect(resolveMessages('ar', { 'docs.next': 'بعده' })).toEqual({ ...ar, 'docs.next': 'بعده' });
  });

  it('builds on the English table for a locale the theme ships no table for', () => {
    expect(resolveMessages('pt', { 'notFound.title': 'Página não encontrada' })).toEqual({
      ...en,
      'notFound.title': 'Página não encontrada',
    });
    expect(resolveMessages('de-AT')).toEqual(de);
  });
});

/** A message in a locale: its key, what it is given, and the text it comes out as. */
type Wording = [key: MessageKey, values: Record<string, string | number>, text: string];

const wordings: [title: string, locale: string, Wording[]][] = [
  [
    'words an Arabic count in each of its six forms',
    'ar',
    [
      ['blog.readingTime', { count: 0 }, 'قراءة في أقل من دقيقة'],
      ['blog.readingTime', { count: 1 }, 'قراءة في دقيقة واحدة'],
      ['blog.readingTime', { count: 2 }, 'قراءة في دقيقتين'],
      ['blog.readingTime', { count: 3 }, 'قراءة في 3 دقائق'],
      ['blog.readingTime', { count: 11 }, 'قراءة في 11 دقيقة'],
      ['blog.readingTime', { count: 100 }, 'قراءة في 100 دقيقة'],
      ['docTag.docs', { count: 11 }, '11 مستندًا'],
      ['docTag.docs', { count: 102 }, '102 مستند'],
      ['blogTag.heading', { count: 2, tag: 'podman' }, 'مقالتان بالوسم «podman»'],
      ['search.resultCount', { count: 5, query: 'بناء' }, '5 نتائج عن «بناء»'],
      ['docs.onThisPage', {}, 'في هذه الصفحة'],
    ],
  ],
  [
    'words French counts with 0 and 1 in the singular and a million with “de”',
    'fr',
    [
      ['blogTag.posts', { count: 0 }, '0 article'],
      ['blogTag.posts', { count: 1 }, '1 article'],
      ['blogTag.posts', { count: 2 }, '2 articles'],
      ['blogTag.posts', { count: 1_000_000 }, '1\u202f000\u202f000 d’articles'],
      ['docs.categoryItems.other', { count: 0 }, '0 élément'],
      ['search.noResults', { query: 'podman' }, 'Aucun résultat pour «\u00a0podman\u00a0»'],
    ],
  ],
  [
    'words Spanish counts with 0 in the plural',
    'es-ES',
    [
      ['blog.readingTime', { count: 1 }, '1 minuto de lectura'],
      ['blog.readingTime', { count: 0 }, '0 minutos de lectura'],
      ['blogTag.heading', { count: 1, tag: 'podman' }, 'Una entrada con la etiqueta «podman»'],
      ['blogTag.heading', { count: 12, tag: 'podman' }, '12 entradas con la etiqueta «podman»'],
      ['docs.next', {}, 'Siguiente'],
    ],
  ],
  [
    'words a Japanese count in its one form',
    'ja',
    [
      ['blog.readingTime', { count: 1 }, '1分で読めます'],
      ['blog.readingTime', { count: 12 }, '12分で読めます'],
      ['search.resultCount', { count: 1234, query: 'podman' }, '「podman」の検索結果（1,234件）'],
    ],
  ],
];

describe('the texts of each table, through createI18n', () => {
  it.each(wordings)('%s', (_, locale, cases) => {
    const { t } = createI18n({ locale, messages: resolveMessages(locale) });
    for (const [key, values, text] of cases) expect(t(key, values), `${key} ${JSON.stringify(values)}`).toBe(text);
  });
});
