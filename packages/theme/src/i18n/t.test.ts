import { describe, expect, it } from 'vitest';
import { de } from './de';
import { formatDate } from './format-date';
import { t } from './t';

describe('t', () => {
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

describe('formatDate', () => {
  it('writes dates the German way', () => {
    expect(formatDate('2019-06-13')).toBe('13. Juni 2019');
    expect(formatDate('2022-12-07')).toBe('7. Dezember 2022');
  });
});
