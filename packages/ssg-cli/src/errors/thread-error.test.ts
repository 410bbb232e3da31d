import { ContentError, ContentErrors } from '@kran/content-core';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/load-config.js';
import { BrokenLinksError } from '../links/broken-links-error.js';
import type { BrokenLink } from '../links/locate-broken-links.js';
import { fromThreadError, toThreadError } from './thread-error.js';

/** What an error becomes on the other side of a worker thread: its plain data, structured-cloned. */
const acrossThreads = (error: unknown) => fromThreadError(structuredClone(toThreadError(error)));

describe('errors crossing from a worker thread', () => {
  it('keep content errors with their locations and hints', () => {
    const error = acrossThreads(
      new ContentErrors([
        new ContentError(
          'The date is not a date.',
          { file: 'blog/x.md', line: 3, column: 7 },
          'Write it as 2020-09-22.',
        ),
      ]),
    );
    expect(error).toBeInstanceOf(ContentErrors);
    expect((error as ContentErrors).errors).toEqual([
      expect.objectContaining({
        message: 'The date is not a date.',
        location: { file: 'blog/x.md', line: 3, column: 7 },
        hint: 'Write it as 2020-09-22.',
      }),
    ]);
    expect((error as ContentErrors).errors[0]).toBeInstanceOf(ContentError);
  });

  it('keep config errors and broken links as what they are', () => {
    expect(acrossThreads(new ConfigError('site.config.ts has no default export.'))).toEqual(
      new ConfigError('site.config.ts has no default export.'),
    );
    const brokenLinks: BrokenLink[] = [
      {
        target: '/fehlt',
        location: { file: 'docs/index.md', line: 3, column: 5 },
        pages: ['/docs'],
        problem: 'page',
        path: '/fehlt',
      },
    ];
    const broken = acrossThreads(new BrokenLinksError(brokenLinks));
    expect(broken).toBeInstanceOf(BrokenLinksError);
    expect((broken as BrokenLinksError).brokenLinks).toEqual(brokenLinks);
    expect(broken.message).toBe(new BrokenLinksError(brokenLinks).message);
  });

  it('keep any other error with its name, message, stack and causes', () => {
    const cause = new TypeError('x is undefined');
    const error = acrossThreads(new Error('Rendering /docs failed (docs/index.md).', { cause }));
    expect(error.message).toBe('Rendering /docs failed (docs/index.md).');
    expect(error.cause).toBeInstanceOf(Error);
    expect((error.cause as Error).name).toBe('TypeError');
    expect((error.cause as Error).message).toBe('x is undefined');
    expect((error.cause as Error).stack).toBe(cause.stack);
    expect(acrossThreads('a thrown string').message).toBe('a thrown string');
  });
});
