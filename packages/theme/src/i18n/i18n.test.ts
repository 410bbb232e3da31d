import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { createI18n } from './i18n';

describe('createI18n', () => {
  it('writes dates the way the locale does, in every time zone', () => {
    expect(createI18n({ locale: 'de', messages: de }).formatDate('2019-06-13')).toBe('13. Juni 2019');
    expect(createI18n({ locale: 'de', messages: de }).formatDate('2022-12-07')).toBe('7. Dezember 2022');
    expect(createI18n({ locale: 'en', messages: en }).formatDate('2019-06-13')).toBe('June 13, 2019');
  });

  it("writes dates in the calendar it is given, and in the locale's own without one", () => {
    const hijri = createI18n({ locale: 'de', messages: de, calendar: 'islamic-umalqura' });
    expect(hijri.formatDate('2024-03-11')).toBe('1. Ramadan 1445 AH');
    expect(createI18n({ locale: 'fa', messages: en, calendar: 'gregory' }).formatDate('2024-03-11')).toContain('۲۰۲۴');
    // Persian's own calendar is the solar one.
    expect(createI18n({ locale: 'fa', messages: en }).formatDate('2024-03-11')).toContain('۱۴۰۲');
  });

  it('sorts labels the way the locale does', () => {
    const { compareText } = createI18n({ locale: 'sv', messages: en });
    expect(['ö', 'z', 'a'].sort(compareText)).toEqual(['a', 'z', 'ö']);
    expect(['ö', 'z', 'a'].sort(createI18n({ locale: 'de', messages: de }).compareText)).toEqual(['a', 'ö', 'z']);
  });

  it('keeps the direction of the locale', () => {
    expect(createI18n({ locale: 'ar', messages: en, direction: 'rtl' }).direction).toBe('rtl');
    expect(createI18n({ locale: 'en', messages: en }).direction).toBe('ltr');
  });
});
