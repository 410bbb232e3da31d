import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { TagList } from './TagList';

describe('TagList', () => {
  it('links each tag to its page after the "Tags:" label', () => {
    render(<TagList tags={[{ label: 'podman', permalink: '/blogs/tags/podman' }]} />, { wrapper: MemoryRouter });
    expect(screen.getByText(de['blog.tags'])).toBeTruthy();
    expect(screen.getByRole('link', { name: 'podman' }).getAttribute('href')).toBe('/blogs/tags/podman');
  });

  it('renders nothing for a post without tags', () => {
    const { container } = render(<TagList tags={[]} />, { wrapper: MemoryRouter });
    expect(container.innerHTML).toBe('');
  });
});
