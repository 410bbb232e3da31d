import { describe, expect, it } from 'vitest';
import { resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('is English, left to right, when the config sets no locale', () => {
    expect(resolveLocale(undefined)).toEqual({ code: 'en', label: 'English', direction: 'ltr' });
  });

  it('names the language in itself and keeps what the config sets', () => {
    expect(resolveLocale({ code: 'de' })).toEqual({ code: 'de', label: 'Deutsch', direction: 'ltr' });
    expect(resolveLocale({ code: 'de', label: 'German', direction: 'ltr' }).label).toBe('German');
  });

  it('writes right-to-left languages right to left', () => {
    expect(resolveLocale({ code: 'ar' }).direction).toBe('rtl');
    expect(resolveLocale({ code: 'he-IL' }).direction).toBe('rtl');
    expect(resolveLocale({ code: 'fa' }).direction).toBe('rtl');
  });
});
