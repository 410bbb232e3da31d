import { describe, expect, it } from 'vitest';
import { localeOfMessageTable, messageTables, type MessageTableName } from './message-tables';
import { orderedPluralCategories, pickPluralForm, toUnnamedPluralForms } from './plural-forms';
import { createTranslator } from './translate';

const categoriesOf = (locale: string) => orderedPluralCategories(new Intl.PluralRules(locale));
const formFor = (locale: string, message: string, count: number) =>
  pickPluralForm(message.split('|'), new Intl.PluralRules(locale).select(count), categoriesOf(locale));

describe('orderedPluralCategories', () => {
  it("lists a locale's categories in Docusaurus's order", () => {
    expect(categoriesOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(categoriesOf('fr')).toEqual(['one', 'many', 'other']);
    expect(categoriesOf('en')).toEqual(['one', 'other']);
    expect(categoriesOf('ja')).toEqual(['other']);
  });
});

describe('pickPluralForm with unnamed forms, as Docusaurus reads them', () => {
  it('gives Arabic six forms in the order zero, one, two, few, many, other', () => {
    const message = 'zero|one|two|few|many|other';
    expect([0, 1, 2, 3, 11, 100].map((count) => formFor('ar', message, count))).toEqual(message.split('|'));
  });

  it('reads French one|many|other by its three categories', () => {
    const message = '{count} article|{count} d’articles|{count} articles';
    expect(formFor('fr', message, 1)).toBe('{count} article');
    expect(formFor('fr', message, 1_000_000)).toBe('{count} d’articles');
    expect(formFor('fr', message, 2)).toBe('{count} articles');
  });

  it('takes the last form for a category past the forms given', () => {
    // Two forms in Arabic are zero and one; every count from two on gets the second.
    expect(['0', '1', '2', '5'].map((count) => formFor('ar', 'a|b', Number(count)))).toEqual(['a', 'b', 'b', 'b']);
    // French one|other as English writes it: a million is `many`, past the second form.
    expect(formFor('fr', 'un|des', 1_000_000)).toBe('des');
  });

  it('gives a locale with the one category `other` its first form', () => {
    expect(formFor('ja', '{count}件|unused', 5)).toBe('{count}件');
  });

  it('still reads named forms, falling back to `other`', () => {
    const message = 'one:ein|other:viele';
    expect(formFor('pl', message, 1)).toBe('ein');
    expect(formFor('pl', message, 5)).toBe('viele');
  });
});

describe('toUnnamedPluralForms', () => {
  it("writes named forms unnamed in the locale's order, a category without a form given `other`'s text", () => {
    expect(toUnnamedPluralForms('other:X|two:B|one:A', 'ar')).toBe('X|A|B|X|X|X');
    expect(toUnnamedPluralForms('one:A|many:M|other:X', 'fr')).toBe('A|M|X');
    expect(toUnnamedPluralForms('one:A|other:X', 'ja')).toBe('X');
  });

  it('leaves unnamed and single messages as they are', () => {
    expect(toUnnamedPluralForms('One post|{count} posts', 'en')).toBe('One post|{count} posts');
    expect(toUnnamedPluralForms('Suche', 'de')).toBe('Suche');
  });

  it.each(
    (Object.keys(messageTables) as MessageTableName[]).map((name) => [localeOfMessageTable(name), messageTables[name]]),
  )('gives every message of %s the same text unnamed as named', (locale, table) => {
    const unnamed = Object.fromEntries(
      Object.entries(table).map(([key, message]) => [key, toUnnamedPluralForms(message, locale)]),
    ) as typeof table;
    const named = createTranslator(locale, table);
    const converted = createTranslator(locale, unnamed);
    for (const [key, message] of Object.entries(table) as [keyof typeof table, string][]) {
      if (!message.includes('|')) continue;
      expect(unnamed[key], key).not.toMatch(/(^|\|)(zero|one|two|few|many|other):/);
      for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 102, 1_000_000]) {
        const values = { count, tag: 'podman', query: 'podman', author: 'Ada', title: 'T' };
        expect(converted(key, values), `${key} ${count}`).toBe(named(key, values));
      }
    }
  });
});
