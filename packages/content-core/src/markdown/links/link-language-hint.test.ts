import { describe, expect, it } from 'vitest';
import { linkLanguageHint } from './link-language-hint.js';

describe('the hint after a link to a text in another language', () => {
  it('names the language with a lower-case adjective on a German site', () => {
    expect(linkLanguageHint('en', 'de')).toBe(' (englisch)');
    expect(linkLanguageHint('fr', 'de')).toBe(' (französisch)');
    expect(linkLanguageHint('en', 'de-AT')).toBe(' (englisch)');
  });

  it('says "in German" on an English site and "en anglais" on a French one', () => {
    expect(linkLanguageHint('de', 'en')).toBe(' (in German)');
    expect(linkLanguageHint('de', 'en-GB')).toBe(' (in German)');
    expect(linkLanguageHint('en', 'fr')).toBe(' (en anglais)');
  });

  it('names only the primary language of a regional code', () => {
    expect(linkLanguageHint('en-US', 'de')).toBe(' (englisch)');
    expect(linkLanguageHint('pt-BR', 'en')).toBe(' (in Portuguese)');
  });

  it('puts the name in parentheses as it is in a language without a form of its own', () => {
    expect(linkLanguageHint('en', 'ja')).toBe(` (${new Intl.DisplayNames('ja', { type: 'language' }).of('en')})`);
    expect(linkLanguageHint('de', 'nl')).toBe(' (Duits)');
  });

  it('follows a comma, without parentheses of its own, where the link stands in parentheses', () => {
    expect(linkLanguageHint('en', 'de', { inParentheses: true })).toBe(', englisch');
    expect(linkLanguageHint('de', 'en', { inParentheses: true })).toBe(', in German');
  });
});
