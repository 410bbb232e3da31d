import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inlineTocFixture } from '../../fixtures/mdx-content';
import { TOCInline } from './TOCInline';

describe('TOCInline', () => {
  it('links each heading, nesting lower levels under the heading before them', () => {
    render(<TOCInline toc={inlineTocFixture} />);
    expect(screen.getByRole('link', { name: 'Erste Schritte' }).getAttribute('href')).toBe('#erste-schritte');
    const installation = screen.getByRole('link', { name: 'Installation' }).closest('li')!;
    expect(
      within(installation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Installation', 'Fedora', 'Ubuntu']);
  });

  it('renders nothing without headings', () => {
    const { container } = render(<TOCInline toc={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
