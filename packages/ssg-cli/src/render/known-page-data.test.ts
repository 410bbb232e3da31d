import { deserialize, serialize } from 'node:v8';
import type { Route } from '@kran/content-core';
import { describe, expect, it } from 'vitest';
import { KnownPageData } from './known-page-data.js';

const route = {
  kind: 'doc',
  path: '/docs/intro',
  title: 'Einführung – Überblick',
  content: { html: '<p>Grüße</p>' },
  sidebar: { items: [{ label: 'Ä', href: '/docs/intro' }] },
} as unknown as Route;

describe('KnownPageData', () => {
  it('gives a route restored from the cache the digest of the same route parsed anew', () => {
    const known = new KnownPageData('frame');
    const restored = deserialize(serialize(JSON.parse(JSON.stringify(route)))) as Route;
    expect(known.digestOf(restored)).toBe(known.digestOf(route));
    expect(known.digestOf({ ...route, title: 'Anders' } as Route)).not.toBe(known.digestOf(route));
  });

  it("answers with the last build's data file of a known digest and keeps this build's for the next", () => {
    const digest = new KnownPageData('frame').digestOf(route);
    const known = new KnownPageData('frame', new Map([[digest, '_kran/data/abc.json']]));
    expect(known.dataFileOf(digest)).toBe('_kran/data/abc.json');
    expect(known.dataFileOf('other')).toBeUndefined();
    expect(known.entries()).toEqual([]);
    known.remember(digest, '_kran/data/def.json');
    expect(known.entries()).toEqual([[digest, '_kran/data/def.json']]);
  });
});
