import { describe, expect, it } from 'vitest';
import { i18nOptionsOf } from './locale-modules.js';

describe('i18nOptionsOf', () => {
  it("gives the browser the locale's digits, and the calendar only where it is not the locale's own", () => {
    expect(i18nOptionsOf({ locale: 'de', direction: 'ltr', calendar: 'gregory' })).toEqual({
      locale: 'de',
      direction: 'ltr',
      digits: '0123456789',
    });
    expect(i18nOptionsOf({ locale: 'ar-EG', direction: 'rtl', calendar: 'gregory' })).toEqual({
      locale: 'ar-EG',
      direction: 'rtl',
      digits: '٠١٢٣٤٥٦٧٨٩',
    });
    // Persian's own calendar is the solar one.
    expect(i18nOptionsOf({ locale: 'fa', direction: 'rtl', calendar: 'gregory' })).toEqual({
      locale: 'fa',
      direction: 'rtl',
      calendar: 'gregory',
      digits: '۰۱۲۳۴۵۶۷۸۹',
    });
  });
});
