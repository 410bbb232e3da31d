import { afterEach, describe, expect, it, vi } from 'vitest';
import { countMade } from '../test-support/count-intl';
import { localeDigits, numberWriter } from './number-text';

const LOCALES = ['de', 'en', 'ar', 'ar-EG', 'fa', 'hi-IN-u-nu-deva', 'ja', 'fr'];
const SAMPLE = [0, 1, 7, 10, 42, 100, 305, 999];

describe('numberWriter', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes whole numbers below 1,000 with the locale's digits as Intl.NumberFormat does", () => {
    for (const locale of LOCALES) {
      const format = new Intl.NumberFormat(locale);
      const write = numberWriter(locale, localeDigits(locale));
      expect(SAMPLE.map(write), locale).toEqual(SAMPLE.map((value) => format.format(value)));
    }
  });

  it('makes no Intl.NumberFormat for them, and one for numbers it cannot write digit by digit', () => {
    const made = countMade('NumberFormat');
    const write = numberWriter('de', '0123456789');
    expect([3, 12, 999].map(write)).toEqual(['3', '12', '999']);
    expect(made).not.toHaveBeenCalled();
    expect([1234, -5, 2.5].map(write)).toEqual(['1.234', '-5', '2,5']);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('writes every number through Intl.NumberFormat without the digits', () => {
    expect([5, 1234].map(numberWriter('ar-EG'))).toEqual(['٥', '١٬٢٣٤']);
  });
});

describe('localeDigits', () => {
  it("lists the locale's ten digits", () => {
    expect(localeDigits('de')).toBe('0123456789');
    expect(localeDigits('ar-EG')).toBe('٠١٢٣٤٥٦٧٨٩');
    expect(localeDigits('fa')).toBe('۰۱۲۳۴۵۶۷۸۹');
  });
});
