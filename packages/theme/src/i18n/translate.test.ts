import { describe, expect, it } from 'vitest';
import { de, type Messages } from './de';
import { en } from './en';
import { createTranslator } from './translate';

const t = createTranslator('de', de);

describe('createTranslator', () => {
  it('fills placeholders', () => {
    expect(t('blog.readMoreLabel', { title: 'Podman 4' })).toBe('Mehr lesen über Podman 4');
  });

  it('picks the singular form for one and the plural form otherwise', () => {
    expect(t('blogTag.posts', { count: 1 })).toBe('Ein Post');
    expect(t('blogTag.posts', { count: 2 })).toBe('2 Posts');
    expect(t('blogTag.posts', { count: 0 })).toBe('0 Posts');
    expect(t('blog.readingTime', { count: 1 })).toBe('Eine Minute Lesezeit');
    expect(t('blog.readingTime', { count: 3 })).toBe('3 Minuten Lesezeit');
  });

  it('writes numbers the way the locale does', () => {
    expect(t('blogTag.posts', { count: 1234 })).toBe('1.234 Posts');
    expect(createTranslator('en', en)('blogTag.posts', { count: 1234 })).toBe('1,234 posts');
  });

  it('picks a form by its CLDR category in a locale with more than two forms', () => {
    const polish: Messages = {
      ...en,
      'blogTag.posts': 'one:{count} wpis|few:{count} wpisy|many:{count} wpisów|other:{count} wpisu',
    };
    const translate = createTranslator('pl', polish);
    expect(translate('blogTag.posts', { count: 1 })).toBe('1 wpis');
    expect(translate('blogTag.posts', { count: 3 })).toBe('3 wpisy');
    expect(translate('blogTag.posts', { count: 5 })).toBe('5 wpisów');
  });

  it("reads a Docusaurus site's unnamed Arabic and French forms by the locale's categories", () => {
    const arabic = createTranslator('ar', {
      ...en,
      'blogTag.posts': 'لا مقالات|مقالة واحدة|مقالتان|{count} مقالات|{count} مقالة|{count} مقالة',
    });
    expect([0, 1, 2, 3, 11, 100].map((count) => arabic('blogTag.posts', { count }))).toEqual([
      'لا مقالات',
      'مقالة واحدة',
      'مقالتان',
      '3 مقالات',
      '11 مقالة',
      '100 مقالة',
    ]);
    const french = createTranslator('fr', {
      ...en,
      'blogTag.posts': '{count} article|{count} d’articles|{count} articles',
    });
    expect([1, 1_000_000, 2].map((count) => french('blogTag.posts', { count }))).toEqual([
      '1 article',
      '1\u202f000\u202f000 d’articles',
      '2 articles',
    ]);
  });

  it('throws when a placeholder value is missing', () => {
    expect(() => t('blog.readMoreLabel')).toThrow(/title/);
    expect(() => t('blogTag.posts')).toThrow(/count/);
  });

  it('keeps the texts the spec names', () => {
    expect(de['notFound.title']).toBe('Seite nicht gefunden');
    expect(de['errorBoundary.title']).toBe('Die Seite ist abgestürzt');
    expect(de['errorBoundary.retry']).toBe('Nochmal versuchen');
    expect(de['blogTag.posts']).toBe('Ein Post|{count} Posts');
  });
});
