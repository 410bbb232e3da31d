import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { de, type MessageKey } from './de';
import { en } from './en';
import { createI18n } from './i18n';
import {
  localeOfMessageTable,
  MESSAGE_KEYS,
  messageTableNameFor,
  messageTables,
  resolveMessages,
  type MessageTableName,
} from './message-tables';
import { nb } from './nb';
import { orderedPluralCategories } from './plural-forms';
import { zhHans } from './zh-Hans';
import { zhHant } from './zh-Hant';

const tableNames = Object.keys(messageTables) as MessageTableName[];
/** Each table by the locale code of its language (`zh-Hans` for `zhHans`), which Intl takes. */
const tables = tableNames.map((name) => [localeOfMessageTable(name), messageTables[name]] as const);
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
  it('ship English, German, Arabic, French, Spanish, Japanese, Norwegian and Chinese in both scripts', () => {
    expect([...tableNames].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'nb', 'zhHans', 'zhHant']);
  });

  it('name each table so that the generated app can import it by its name', () => {
    for (const name of tableNames) expect(name).toMatch(/^[a-z][A-Za-z]*$/);
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

  it('gives Norwegian Bokmål to every Norwegian locale, Nynorsk included', () => {
    for (const locale of ['nb', 'nb-NO', 'no', 'no-NO', 'nn', 'nn-NO', 'NB-no'])
      expect(messageTableNameFor(locale), locale).toBe('nb');
  });

  it("gives Chinese the table of its script: named, else the region's", () => {
    for (const locale of ['zh', 'zh-Hans', 'zh-CN', 'zh-SG', 'zh-Hans-CN', 'zh-hans-hk', 'ZH-cn'])
      expect(messageTableNameFor(locale), locale).toBe('zhHans');
    for (const locale of ['zh-Hant', 'zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant-TW', 'zh-hant-cn', 'zh-tw'])
      expect(messageTableNameFor(locale), locale).toBe('zhHant');
  });

  it('finds no table for a code that only starts like a table’s name, nor for a name of Object’s', () => {
    for (const locale of ['zhx', 'nbx-NO', 'zhHans', 'constructor', 'toString', ''])
      expect(messageTableNameFor(locale), locale).toBeUndefined();
  });

  it('finds each table by the locale code of its language', () => {
    expect(tables.map(([locale]) => locale)).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'nb', 'zh-Hans', 'zh-Hant']);
    for (const [locale, table] of tables) expect(resolveMessages(locale), locale).toEqual(table);
  });

  it('applies a site’s single overrides to its locale’s table', () => {
    const messages = resolveMessages('en', { 'notFound.title': 'Nothing here' });
    expect(messages['notFound.title']).toBe('Nothing here');
    expect(messages['docs.onThisPage']).toBe(en['docs.onThisPage']);
    expect(resolveMessages('ar', { 'docs.next': 'بعده' })).toEqual({ ...ar, 'docs.next': 'بعده' });
    expect(resolveMessages('zh-TW', { 'docs.next': '下一篇' })).toEqual({ ...zhHant, 'docs.next': '下一篇' });
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
  [
    'words Norwegian counts with 1 in the singular and 0 in the plural',
    'nb',
    [
      ['blog.readingTime', { count: 1 }, 'Ett minutts lesetid'],
      ['blog.readingTime', { count: 2 }, '2 minutters lesetid'],
      ['blog.readingTime', { count: 0 }, '0 minutters lesetid'],
      ['docTag.docs', { count: 1 }, 'Ett dokument'],
      ['docTag.docs', { count: 3 }, '3 dokumenter'],
      ['blogTag.heading', { count: 1, tag: 'podman' }, 'Ett innlegg med stikkordet «podman»'],
      ['search.resultCount', { count: 2500, query: 'podman' }, '2\u00a0500 treff for «podman»'],
      ['search.noResults', { query: 'podman' }, 'Ingen treff for «podman»'],
    ],
  ],
  ['words Norwegian for a Nynorsk site', 'nn-NO', [['docs.editThisPage', {}, nb['docs.editThisPage']]]],
  [
    'words a count in simplified Chinese in its one form',
    'zh-Hans',
    [
      ['blog.readingTime', { count: 1 }, '阅读时长约 1 分钟'],
      ['blog.readingTime', { count: 12 }, '阅读时长约 12 分钟'],
      ['blogTag.heading', { count: 3, tag: 'podman' }, '带有“podman”标签的文章（共 3 篇）'],
      ['search.resultCount', { count: 1234, query: 'podman' }, '找到 1,234 条与“podman”相关的结果'],
      ['codeBlock.copy', {}, zhHans['codeBlock.copy']],
    ],
  ],
  [
    'words a count in traditional Chinese for Taiwan',
    'zh-TW',
    [
      ['blog.readingTime', { count: 1 }, '閱讀時間約 1 分鐘'],
      ['docs.categoryItems.other', { count: 5 }, '共 5 項'],
      ['search.resultCount', { count: 2, query: '容器' }, '「容器」的搜尋結果共 2 筆'],
      ['search.placeholder', {}, '搜尋'],
    ],
  ],
];

describe('the texts of each table, through createI18n', () => {
  it.each(wordings)('%s', (_, locale, cases) => {
    const { t } = createI18n({ locale, messages: resolveMessages(locale) });
    for (const [key, values, text] of cases) expect(t(key, values), `${key} ${JSON.stringify(values)}`).toBe(text);
  });
});
