import { describe, expect, it } from 'vitest';
import { brokenBounds } from './bounds.mjs';

const held = {
  errors: 0,
  timeouts: 0,
  serverErrors: 0,
  unexpectedStatuses: 0,
  rssGrowthMb: 3.2,
  isServerRunning: true,
};

describe('brokenBounds', () => {
  it('is empty for a run that stayed within every bound', () => {
    expect(brokenBounds(held)).toEqual([]);
  });

  it('names each broken bound with its figure', () => {
    expect(
      brokenBounds({
        ...held,
        errors: 2,
        serverErrors: 1,
        unexpectedStatuses: 4,
        unexpectedExample: '404 for /docs',
        rssGrowthMb: 80.5,
        isServerRunning: false,
      }),
    ).toEqual([
      '2 connection errors (bound 0).',
      '1 5xx answers (bound 0).',
      '4 answers with another status than expected, e.g. 404 for /docs.',
      "The server's memory grew by 80.5 MB during the run (bound 40 MB).",
      'The server stopped during the run.',
    ]);
  });
});
