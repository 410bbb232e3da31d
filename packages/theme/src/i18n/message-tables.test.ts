import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { MESSAGE_KEYS, messageTableNameFor, resolveMessages } from './message-tables';

describe('message tables', () => {
  it('gives every locale the same keys, each with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(en).sort()).toEqual([...MESSAGE_KEYS].sort());
    for (const key of MESSAGE_KEYS) expect(placeholders(en[key]), key).toEqual(placeholders(de[key]));
  });

  it('finds a table by the language of the locale', () => {
    expect(messageTableNameFor('de')).toBe('de');
    expect(messageTableNameFor('de-CH')).toBe('de');
    expect(messageTableNameFor('en-GB')).toBe('en');
    expect(messageTableNameFor('fr')).toBeUndefined();
  });

  it('applies a site’s single overrides to its locale’s table', () => {
    const messages = resolveMessages('en', { 'notFound.title': 'Nothing here' });
    expect(messages['notFound.title']).toBe('Nothing here');
    expect(messages['docs.onThisPage']).toBe(en['docs.onThisPage']);
  });

  it('builds on the English table for a locale the theme ships no table for', () => {
    expect(resolveMessages('fr', { 'notFound.title': 'Page introuvable' })).toEqual({
      ...en,
      'notFound.title': 'Page introuvable',
    });
    expect(resolveMessages('de-AT')).toEqual(de);
  });
});
