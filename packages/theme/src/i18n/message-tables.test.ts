import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { de } from './de';
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

describe('the texts of each table, through createI18n', () => {
  const i18nOf = (locale: string) => createI18n({ locale, messages: resolveMessages(locale) });

  it('words an Arabic count in each of its six forms', () => {
    const { t } = createI18n({ locale: 'ar', messages: resolveMessages('ar'), direction: 'rtl' });
    expect([0, 1, 2, 3, 11, 100].map((count) => t('blog.readingTime', { count }))).toEqual([
      'قراءة في أقل من دقيقة',
      'قراءة في دقيقة واحدة',
      'قراءة في دقيقتين',
      'قراءة في 3 دقائق',
      'قراءة في 11 دقيقة',
      'قراءة في 100 دقيقة',
    ]);
    expect(t('docTag.docs', { count: 11 })).toBe('11 مستندًا');
    expect(t('docTag.docs', { count: 102 })).toBe('102 مستند');
    expect(t('blogTag.heading', { count: 2, tag: 'podman' })).toBe('مقالتان بالوسم «podman»');
    expect(t('search.resultCount', { count: 5, query: 'بناء' })).toBe('5 نتائج عن «بناء»');
    expect(t('docs.onThisPage')).toBe('في هذه الصفحة');
  });

  it('words French counts with 0 and 1 in the singular and a million with “de”', () => {
    const { t } = i18nOf('fr');
    expect(t('blogTag.posts', { count: 0 })).toBe('0 article');
    expect(t('blogTag.posts', { count: 1 })).toBe('1 article');
    expect(t('blogTag.posts', { count: 2 })).toBe('2 articles');
    expect(t('blogTag.posts', { count: 1_000_000 })).toBe('1\u202f000\u202f000 d’articles');
    expect(t('docs.categoryItems.other', { count: 0 })).toBe('0 élément');
    expect(t('search.noResults', { query: 'podman' })).toBe('Aucun résultat pour «\u00a0podman\u00a0»');
  });

  it('words Spanish counts with 0 in the plural', () => {
    const { t } = i18nOf('es-ES');
    expect(t('blog.readingTime', { count: 1 })).toBe('1 minuto de lectura');
    expect(t('blog.readingTime', { count: 0 })).toBe('0 minutos de lectura');
    expect(t('blogTag.heading', { count: 1, tag: 'podman' })).toBe('Una entrada con la etiqueta «podman»');
    expect(t('blogTag.heading', { count: 12, tag: 'podman' })).toBe('12 entradas con la etiqueta «podman»');
    expect(t('docs.next')).toBe('Siguiente');
  });

  it('words a Japanese count in its one form', () => {
    const { t } = i18nOf('ja');
    expect(t('blog.readingTime', { count: 1 })).toBe('1分で読めます');
    expect(t('blog.readingTime', { count: 12 })).toBe('12分で読めます');
    expect(t('search.resultCount', { count: 1234, query: 'podman' })).toBe('「podman」の検索結果（1,234件）');
  });
});
