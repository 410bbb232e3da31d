import { describe, expect, it } from 'vitest';
import { categoryOf, gzipOf, summarizePhase, summarizeStartupScripts } from './request-summary.mjs';

const origin = 'http://127.0.0.1:4191';

describe('categoryOf', () => {
  it('sorts requests into html, js, css, data and other', () => {
    expect(categoryOf({ url: `${origin}/blogs`, resourceType: 'document' })).toBe('html');
    expect(categoryOf({ url: `${origin}/assets/js/main.1a2b.js`, resourceType: 'script' })).toBe('js');
    // A prefetched chunk has Chromium's resource type "other"; its extension still says what it is.
    expect(categoryOf({ url: `${origin}/assets/js/a9af.js`, resourceType: 'other' })).toBe('js');
    expect(categoryOf({ url: `${origin}/assets/css/styles.css`, resourceType: 'stylesheet' })).toBe('css');
    expect(categoryOf({ url: `${origin}/_kran/data/abc.json`, resourceType: 'fetch' })).toBe('data');
    expect(categoryOf({ url: `${origin}/favicon.svg`, resourceType: 'image' })).toBe('other');
  });
});

describe('summarizePhase', () => {
  /** @type {Record<string, { bytes: number; gzipBytes: number }>} */
  const sizes = {
    [`${origin}/a.js`]: { bytes: 1000, gzipBytes: 400 },
    [`${origin}/b.css`]: { bytes: 500, gzipBytes: 100 },
    [`${origin}/`]: { bytes: 300, gzipBytes: 120 },
  };
  const requests = [
    { url: `${origin}/`, resourceType: 'document', phase: 'load', isFailed: false },
    { url: `${origin}/a.js`, resourceType: 'script', phase: 'load', isFailed: false },
    { url: `${origin}/b.css`, resourceType: 'stylesheet', phase: 'load', isFailed: false },
    { url: `${origin}/a.js`, resourceType: 'script', phase: 'navigation', isFailed: true },
  ];

  it('adds up the requests of one phase by category', () => {
    const summary = summarizePhase(requests, 'load', (url) => sizes[url] ?? { bytes: 0, gzipBytes: 0 });
    expect(summary).toMatchObject({ requests: 3, bytes: 1800, gzipBytes: 620 });
    expect(gzipOf(summary, 'js')).toBe(400);
    expect(gzipOf(summary, 'css')).toBe(100);
    expect(gzipOf(summary, 'data')).toBe(0);
  });

  it('counts a failed request without bytes', () => {
    expect(summarizePhase(requests, 'navigation', (url) => sizes[url] ?? { bytes: 0, gzipBytes: 0 })).toMatchObject({
      requests: 1,
      bytes: 0,
      gzipBytes: 0,
    });
  });
});

describe('summarizeStartupScripts', () => {
  /** @type {Record<string, { bytes: number; gzipBytes: number }>} */
  const sizes = {
    [`${origin}/entry.js`]: { bytes: 900, gzipBytes: 300 },
    [`${origin}/runtime.js`]: { bytes: 5000, gzipBytes: 2000 },
    [`${origin}/next.js`]: { bytes: 700, gzipBytes: 250 },
  };
  const sizeOf = (/** @type {string} */ url) => sizes[url] ?? { bytes: 0, gzipBytes: 0 };

  it('counts the scripts run before and just after the load event, each once, but not prefetches or navigations', () => {
    const requests = [
      { url: `${origin}/entry.js`, resourceType: 'script', phase: 'load', isFailed: false },
      { url: `${origin}/runtime.js`, resourceType: 'script', phase: 'afterLoad', isFailed: false },
      { url: `${origin}/runtime.js`, resourceType: 'script', phase: 'afterLoad', isFailed: false },
      { url: `${origin}/next.js`, resourceType: 'other', phase: 'afterLoad', isFailed: false },
      { url: `${origin}/next.js`, resourceType: 'script', phase: 'navigation', isFailed: false },
    ];
    expect(summarizeStartupScripts(requests, sizeOf)).toEqual({ requests: 2, bytes: 5900, gzipBytes: 2300 });
  });

  it('leaves out a script that failed to load', () => {
    const requests = [{ url: `${origin}/runtime.js`, resourceType: 'script', phase: 'load', isFailed: true }];
    expect(summarizeStartupScripts(requests, sizeOf)).toEqual({ requests: 0, bytes: 0, gzipBytes: 0 });
  });
});
