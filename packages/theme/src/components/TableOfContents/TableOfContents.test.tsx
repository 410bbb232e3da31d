import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { docFixture } from '../../fixtures/docs';
import { de } from '../../i18n/de';
import { TableOfContents } from './TableOfContents';

describe('TableOfContents', () => {
  it('links to every heading, nesting subheadings under their heading', () => {
    render(<TableOfContents items={docFixture.toc} variant="sidebar" />);
    const nav = screen.getByRole('navigation', { name: de['docs.onThisPage'] });
    expect(screen.getByRole('link', { name: 'Linux' }).getAttribute('href')).toBe('#linux');
    const linuxItem = screen.getByRole('link', { name: 'Linux' }).closest('li')!;
    expect(within(linuxItem).getByRole('link', { name: 'Fedora' })).toBeTruthy();
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
  });

  it('marks the heading being read', () => {
    render(<TableOfContents items={docFixture.toc} activeId="fedora" variant="sidebar" />);
    expect(screen.getByRole('link', { name: 'Fedora' }).getAttribute('aria-current')).toBe('location');
    expect(screen.getByRole('link', { name: 'Linux' }).getAttribute('aria-current')).toBeNull();
  });

  it('renders nothing without headings', () => {
    const { container } = render(<TableOfContents items={[]} variant="collapsible" />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the collapsible box and closes it again when a heading is chosen', async () => {
    const user = userEvent.setup();
    const { container } = render(<TableOfContents items={docFixture.toc} variant="collapsible" />);
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(screen.getByText(de['docs.onThisPage']));
    expect(details.open).toBe(true);
    await user.click(await screen.findByRole('link', { name: 'macOS' }));
    expect(details.open).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
