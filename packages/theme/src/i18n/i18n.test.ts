import { afterEach, describe, expect, it, vi } from 'vitest';
import { countMade } from '../test-support/count-intl';
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

  describe('Intl objects', () => {
    afterEach(() => vi.restoreAllMocks());

    it('makes none until a text needs one, and one number format for messages and numbers', () => {
      const made = {
        numberFormats: countMade('NumberFormat'),
        pluralRules: countMade('PluralRules'),
        dateFormats: countMade('DateTimeFormat'),
      };
      const i18n = createI18n({ locale: 'de', messages: de });
      expect(i18n.t('blog.readMoreLabel', { title: 'Podman 4' })).toBe('Mehr lesen über Podman 4');
      expect(made.numberFormats).not.toHaveBeenCalled();
      expect(made.pluralRules).not.toHaveBeenCalled();
      expect(made.dateFormats).not.toHaveBeenCalled();

      expect(i18n.t('blogTag.posts', { count: 1234 })).toBe('1.234 Posts');
      expect(i18n.t('blogTag.posts', { count: 2 })).toBe('2 Posts');
      expect(i18n.formatNumber(5678)).toBe('5.678');
      expect(made.numberFormats).toHaveBeenCalledTimes(1);
      expect(made.pluralRules).toHaveBeenCalledTimes(1);
    });
  });
});
