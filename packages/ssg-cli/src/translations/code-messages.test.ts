import type { TranslationFile } from '@kran/content-core';
import { en } from '@kran/theme';
import { theme } from '@kran/theme/definition';
import { describe, expect, it } from 'vitest';
import { codeMessageOverrides, codeTranslationEntries } from './code-messages.js';

const FILE = 'i18n/de/code.json';

/** code.json as read, each key on its own line from line 2 on. */
function codeJson(messages: Record<string, string>): TranslationFile {
  const keys = Object.keys(messages);
  const entries = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, { message }]));
  return { file: FILE, messages, entries, locate: (key) => ({ file: FILE, line: keys.indexOf(key) + 2, column: 3 }) };
}

describe("code.json's theme texts", () => {
  it("reword the theme's messages by Docusaurus's ids, placeholders renamed", () => {
    const { overrides, warnings } = codeMessageOverrides(
      codeJson({
        'theme.docs.paginator.next': 'Weiter geht es',
        'theme.blog.post.readingTime.plurals': 'Eine Minute|{readingTime} Minuten',
        'theme.common.editThisPage': 'Seite bearbeiten',
      }),
      theme,
      'de',
    );
    expect(warnings).toEqual([]);
    expect(overrides).toEqual({
      'docs.next': 'Weiter geht es',
      'blog.readingTime': 'Eine Minute|{count} Minuten',
      'docs.editThisPage': 'Seite bearbeiten',
    });
  });

  it('warn at its place about an id nobody knows, naming the id meant', () => {
    const { overrides, warnings } = codeMessageOverrides(
      codeJson({ 'theme.docs.paginator.next': 'Weiter', 'theme.docs.paginatr.previous': 'Zurück' }),
      theme,
      'de',
    );
    expect(overrides).toEqual({ 'docs.next': 'Weiter' });
    expect(warnings).toEqual([
      {
        message:
          'The translation "theme.docs.paginatr.previous" names a text that neither the theme nor the site has, so it changes nothing.',
        location: { file: FILE, line: 3, column: 3 },
        hint: 'Did you mean "theme.docs.paginator.previous"? Run `kran write-translations` to list the ids the site has.',
      },
    ]);
  });

  it("accept Docusaurus's ids the theme words otherwise without a warning", () => {
    const { overrides, warnings } = codeMessageOverrides(
      codeJson({ 'theme.lastUpdated.atDate': ' am {date}', 'theme.SearchPage.inputPlaceholder': 'Suche' }),
      theme,
      'de',
    );
    expect({ overrides, warnings }).toEqual({ overrides: {}, warnings: [] });
  });

  it('keep the theme text where a message has a placeholder the theme cannot fill', () => {
    const { overrides, warnings } = codeMessageOverrides(
      codeJson({ 'theme.docs.versionBadge.label': 'Version {siteTitle}' }),
      theme,
      'de',
    );
    expect(overrides).toEqual({});
    expect(warnings[0]!.hint).toBe('Use only {versionLabel} in this message.');
  });

  it("are written with the theme's texts of the locale under Docusaurus's ids", () => {
    const entries = codeTranslationEntries(theme, en, 'en');
    expect(entries['theme.docs.paginator.next']).toEqual({
      message: en['docs.next'],
      description: "The theme's text docs.next",
    });
    expect(entries['theme.blog.post.readingTime.plurals']!.message).toBe(
      en['blog.readingTime'].replaceAll('{count}', '{readingTime}'),
    );
  });

  it("write a plural message with named forms unnamed, in Docusaurus's order for the locale, and read it back as is", () => {
    const arabic = theme.resolveMessages('ar');
    const entries = codeTranslationEntries(theme, arabic, 'ar');
    const message = entries['theme.blog.post.plurals']!.message;
    expect(message.split('|')).toEqual([
      'لا مقالات',
      'مقالة واحدة',
      'مقالتان',
      '{count} مقالات',
      '{count} مقالة',
      '{count} مقالة',
    ]);
    const french = codeTranslationEntries(theme, theme.resolveMessages('fr'), 'fr');
    expect(french['theme.blog.post.plurals']!.message).toBe('{count} article|{count} d’articles|{count} articles');

    const { overrides, warnings } = codeMessageOverrides(codeJson({ 'theme.blog.post.plurals': message }), theme, 'ar');
    expect(warnings).toEqual([]);
    expect(overrides['blogTag.posts']).toBe(message);
  });
});
