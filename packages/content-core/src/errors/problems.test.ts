import { describe, expect, it } from 'vitest';
import { formatProblem } from './errors.js';
import { Problems } from './problems.js';

const place = { file: 'docs/_shared.mdx', line: 3, column: 1 };

describe('Problems', () => {
  it('keeps a problem reported again at the same place once', () => {
    const problems = new Problems();
    problems.error('Broken.', place, 'Fix it.');
    problems.error('Broken.', { ...place });
    problems.error('Broken.', { ...place, line: 4 });
    problems.warn('Stale.', place);
    problems.warn('Stale.', place);
    expect(problems.errors.map((error) => error.location.line)).toEqual([3, 4]);
    expect(problems.warnings).toHaveLength(1);
  });

  it("names the pages that show a partial when it takes over each page's problems", () => {
    const problems = new Problems();
    for (const page of ['docs/a.mdx', 'docs/b.mdx', 'docs/a.mdx']) {
      const found = new Problems();
      found.error('Broken.', place, 'Fix it.');
      found.warn('In the page itself.', { file: page, line: 1 });
      problems.adopt(found, page);
    }
    expect(problems.errors).toHaveLength(1);
    expect(problems.errors[0]!.location).toEqual({ ...place, shownBy: ['docs/a.mdx', 'docs/b.mdx'] });
    expect(problems.errors[0]!.hint).toBe('Fix it.');
    expect(problems.warnings.map((warning) => warning.location)).toEqual([
      { file: 'docs/a.mdx', line: 1 },
      { file: 'docs/b.mdx', line: 1 },
    ]);
  });

  it('prints the pages that show the partial under the message', () => {
    const problems = new Problems();
    const found = new Problems();
    found.error('Broken.', place, 'Fix it.');
    problems.adopt(found, 'docs/a.mdx');
    problems.adopt(found, 'docs/b.mdx');
    expect(formatProblem(problems.errors[0]!)).toBe(
      'docs/_shared.mdx:3:1\n  Broken.\n  This partial is shown by docs/a.mdx, docs/b.mdx.\n  Fix it.',
    );
  });
});
