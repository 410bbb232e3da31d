import { describe, expect, it } from 'vitest';
import {
  anyObject,
  boolean,
  date,
  either,
  integer,
  listOf,
  nullable,
  number,
  objectOf,
  text,
  textOrEmpty,
  url,
  urlOrEmpty,
} from './field-types.js';

describe('texts', () => {
  it('takes a number as its digits, as Docusaurus does for `tags: [2021]`', () => {
    expect(text.check(2021)).toEqual({ ok: true, value: '2021' });
  });

  it('refuses true or false, lists and empty values', () => {
    expect(text.check(true)).toEqual({
      ok: false,
      problems: [{ path: [], expected: 'a text', found: 'the value true' }],
    });
    expect(text.check(['a'])).toEqual({ ok: false, problems: [{ path: [], expected: 'a text', found: 'a list' }] });
    expect(text.check(null)).toEqual({
      ok: false,
      problems: [{ path: [], expected: 'a text', found: 'an empty value' }],
    });
  });

  it('refuses an empty text unless the field allows one', () => {
    expect(text.check('')).toEqual({
      ok: false,
      problems: [{ path: [], expected: 'a text that is not empty', found: 'an empty text' }],
    });
    expect(textOrEmpty.check('')).toEqual({ ok: true, value: '' });
  });
});

describe('truth values and numbers', () => {
  it('takes "true" and "3" written as texts, as Docusaurus converts them', () => {
    expect(boolean.check('True')).toEqual({ ok: true, value: true });
    expect(boolean.check(false)).toEqual({ ok: true, value: false });
    expect(number.check('3')).toEqual({ ok: true, value: 3 });
    expect(number.check(-1.5)).toEqual({ ok: true, value: -1.5 });
  });

  it('refuses other texts, infinity and fractions where a whole number is needed', () => {
    expect(boolean.check('ja')).toMatchObject({ ok: false, problems: [{ expected: 'true or false' }] });
    expect(boolean.check(1)).toMatchObject({ ok: false, problems: [{ found: 'the number 1' }] });
    expect(number.check(Number.POSITIVE_INFINITY)).toMatchObject({ ok: false, problems: [{ expected: 'a number' }] });
    expect(number.check(' ')).toMatchObject({ ok: false, problems: [{ found: 'the text " "' }] });
    expect(integer.check(2.5)).toMatchObject({ ok: false, problems: [{ expected: 'a whole number' }] });
  });
});

describe('URLs and dates', () => {
  it('takes absolute URLs, paths and %-escapes, and an empty text where allowed', () => {
    for (const value of ['https://podman.io/bild.png', '/img/podman.png', 'bild%20eins.png', './a.png'])
      expect(url.check(value)).toEqual({ ok: true, value });
    expect(urlOrEmpty.check('')).toEqual({ ok: true, value: '' });
  });

  it('refuses a path with spaces and anything that is not a text', () => {
    expect(url.check('mein bild.png')).toEqual({
      ok: false,
      problems: [
        {
          path: [],
          expected: 'a URL or a path, with spaces and other special characters written as %20',
          found: 'the text "mein bild.png"',
        },
      ],
    });
    expect(url.check(5)).toMatchObject({ ok: false, problems: [{ expected: 'a URL or a path' }] });
    expect(url.check('')).toMatchObject({ ok: false, problems: [{ found: 'an empty text' }] });
  });

  it('takes a date as text and refuses a number', () => {
    expect(date.check('2020-09-22')).toEqual({ ok: true, value: '2020-09-22' });
    expect(date.check(20200922)).toMatchObject({ ok: false, problems: [{ expected: 'a date' }] });
  });
});

describe('lists, objects and alternatives', () => {
  const tag = either('a text or a tag object', [
    text,
    objectOf({ label: text, permalink: text }, { expected: 'a tag object', required: ['label', 'permalink'] }),
  ]);
  const tags = listOf(tag, 'a list of tags');

  it('reports every wrong entry of a list at its position', () => {
    expect(tags.check(['podman', true, { label: 'A' }, { label: 'B', permalink: ['x'] }])).toEqual({
      ok: false,
      problems: [
        { path: [1], expected: 'a text or a tag object', found: 'the value true' },
        { path: [2], expected: 'a tag object', found: 'an object without "permalink"' },
        { path: [3, 'permalink'], expected: 'a text', found: 'a list' },
      ],
    });
  });

  it('converts the entries and keeps keys it does not know', () => {
    expect(tags.check([5, { label: 'A', permalink: '/a', extra: true }])).toEqual({
      ok: true,
      value: ['5', { label: 'A', permalink: '/a', extra: true }],
    });
  });

  it('asks for one of several keys', () => {
    const author = objectOf({ name: text, key: text }, { expected: 'an author', oneOf: ['name', 'key'] });
    expect(author.check({ title: 'Maintainer' })).toEqual({
      ok: false,
      problems: [{ path: [], expected: 'an author', found: 'an object without "name" or "key"' }],
    });
  });

  it('takes an empty value only where the field allows one, and any object where any object will do', () => {
    expect(nullable(text).check(null)).toEqual({ ok: true, value: null });
    expect(anyObject.check({ icon: 'buch' })).toEqual({ ok: true, value: { icon: 'buch' } });
    expect(anyObject.check(['buch'])).toMatchObject({ ok: false, problems: [{ found: 'a list' }] });
  });
});
