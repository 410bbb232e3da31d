import { afterEach, describe, expect, it, vi } from 'vitest';
import { countMade } from '../test-support/count-intl';
import { numberWriter } from './number-text';

describe('numberWriter', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes numbers as the locale does', () => {
    expect([5, 1234, -5, 2.5].map(numberWriter('de'))).toEqual(['5', '1.234', '-5', '2,5']);
    expect([5, 1234].map(numberWriter('ar-EG'))).toEqual(['٥', '١٬٢٣٤']);
  });

  it('makes its Intl.NumberFormat on the first number, once', () => {
    const made = countMade('NumberFormat');
    const write = numberWriter('de');
    expect(made).not.toHaveBeenCalled();
    expect([3, 1234].map(write)).toEqual(['3', '1.234']);
    expect(made).toHaveBeenCalledTimes(1);
  });
});
