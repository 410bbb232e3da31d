import { describe, expect, it } from 'vitest';
import { openGraphLocale } from './open-graph-locale.js';

describe('openGraphLocale', () => {
  it('writes a locale as language_TERRITORY, adding the likely territory of a bare language', () => {
    expect(openGraphLocale('de')).toBe('de_DE');
    expect(openGraphLocale('en')).toBe('en_US');
    expect(openGraphLocale('en-GB')).toBe('en_GB');
    expect(openGraphLocale('pt-BR')).toBe('pt_BR');
  });

  it('keeps a code Intl cannot read, with underscores', () => {
    expect(openGraphLocale('not a locale')).toBe('not a locale');
  });
});
