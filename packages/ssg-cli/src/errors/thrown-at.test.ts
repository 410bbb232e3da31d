import { describe, expect, it } from 'vitest';
import { thrownAt } from './thrown-at.js';

function errorWithStack(stack: string[]): Error {
  const error = new Error('color must start with #');
  error.stack = ['Error: color must start with #', ...stack].join('\n');
  return error;
}

describe('thrownAt', () => {
  it("names the first frame in the site's own code of the innermost cause, relative to the working folder", () => {
    const cause = errorWithStack([
      '    at Highlight (/work/site/src/components/Highlight.jsx:2:39)',
      '    at renderWithHooks (/work/node_modules/react-dom/cjs/react-dom-server.node.production.js:1:2)',
    ]);
    const error = new Error('Rendering /docs/kaputt failed (docs/kaputt.mdx).', { cause });
    expect(thrownAt(error, '/work/site')).toBe('src/components/Highlight.jsx:2:39');
  });

  it("skips Kran's and the packages' frames, and file URLs are paths", () => {
    const error = errorWithStack([
      '    at SiteComponent (file:///work/packages/theme/dist/client.js:10:3)',
      '    at file:///work/site/.ssg/site-components/src/x.mjs:1:1',
      '    at file:///work/site/src/pages/seite%20eins.tsx:4:7',
    ]);
    expect(thrownAt(error, '/work')).toBe('site/src/pages/seite eins.tsx:4:7');
  });

  it('is undefined when no frame is the site’s', () => {
    expect(thrownAt(errorWithStack(['    at node:internal/process/task_queues:95:5']))).toBeUndefined();
    expect(thrownAt('a string')).toBeUndefined();
  });
});
