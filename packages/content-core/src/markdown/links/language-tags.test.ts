import { describe, expect, it } from 'vitest';
import { canonicalLanguage, primaryLanguage } from './language-tags.js';

describe('language codes', () => {
  it('accepts BCP 47 codes of known languages in their canonical form', () => {
    expect(canonicalLanguage('en')).toBe('en');
    expect(canonicalLanguage('EN-us')).toBe('en-US');
    expect(canonicalLanguage('zh-Hant')).toBe('zh-Hant');
  });

  it('rejects words, malformed codes and languages without a name', () => {
    for (const code of ['english', 'en_US', '', 'xx', 'und']) expect(canonicalLanguage(code)).toBeUndefined();
  });

  it('compares by the primary language subtag', () => {
    expect(primaryLanguage('de-CH')).toBe('de');
    expect(primaryLanguage('EN')).toBe('en');
  });
});
