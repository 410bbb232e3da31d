import { deserialize, serialize } from 'node:v8';
import type { Route } from '@kran/content-core';
import { describe, expect, it } from 'vitest';
import { KnownPageData } from './known-page-data.js';
import { textOfUtf8, utf8BytesOf } from './utf8-text.js';

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

  it('digests content the cache named by its name, and any other content by what it holds', () => {
    const names = new Map<object, string>();
    const named = (value: object, name: string) => (names.set(value, name), value);
    const known = new KnownPageData('frame', new Map(), (value) => names.get(value));
    const withContent = (content: object) => ({ ...route, content }) as unknown as Route;

    const parsed = withContent(named({ html: '<p>Grüße</p>' }, 'post a'));
    const restored = withContent(named({ html: '<p>Grüße</p>' }, 'post a'));
    expect(known.digestOf(restored)).toBe(known.digestOf(parsed));
    expect(known.digestOf(withContent(named({ html: '<p>Grüße</p>' }, 'post b')))).not.toBe(known.digestOf(parsed));
    expect(known.digestOf(withContent({ html: '<p>Neu</p>' }))).not.toBe(
      known.digestOf(withContent({ html: '<p>Alt</p>' })),
    );
  });

  it("takes over the last build's data of a known digest, kept through the cache file, and keeps this build's", () => {
    const digest = new KnownPageData('frame').digestOf(route);
    const last = new KnownPageData('frame');
    last.remember(digest, utf8BytesOf('{"path":"/alt","title":"Grüße „Podman“"}'), 'hash-alt');
    last.remember('other', utf8BytesOf('{"path":"/anders"}'), 'hash-anders');
    const stored = deserialize(serialize(last.entries())) as ReturnType<KnownPageData['entries']>;

    const known = new KnownPageData('frame', new Map(stored));
    expect(known.entries()).toEqual([]);
    const taken = known.takeOver(digest)!;
    expect(taken.dataHash).toBe('hash-alt');
    expect(taken.dataJsonOf()).toBe('{"path":"/alt","title":"Grüße „Podman“"}');
    expect(known.takeOver('unknown')).toBeUndefined();
    expect(known.isTakenOver(digest)).toBe(true);
    expect(known.isTakenOver('other')).toBe(false);

    known.remember('other', utf8BytesOf('{"path":"/neu"}'), 'hash-neu');
    expect(known.isTakenOver('other')).toBe(false);
    expect(known.entries().map(([key, data]) => [key, data.dataHash, textOfUtf8(data.dataJson)])).toEqual([
      [digest, 'hash-alt', '{"path":"/alt","title":"Grüße „Podman“"}'],
      ['other', 'hash-neu', '{"path":"/neu"}'],
    ]);
  });
});
