import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { docSidebarFixture } from '../../fixtures/docs';
import { de } from '../../i18n/de';
import { catchRenderError } from '../../test-support/expect-render-error';
import type { DocSidebarItem } from '../../types';
import { DocsSidebar } from './DocsSidebar';

const collapsedCategory: DocSidebarItem = {
  type: 'category',
  label: 'Referenz',
  collapsed: true,
  collapsible: true,
  items: [{ type: 'link', label: 'Befehle', href: '/docs/commands', isExternal: false, docId: 'commands' }],
};
const sidebar = { id: 'docsSidebar', items: [...docSidebarFixture.items, collapsedCategory] };

describe('DocsSidebar', () => {
  it('marks the current doc and opens the external links in a new tab', () => {
    render(<DocsSidebar sidebar={sidebar} currentPath="/docs/checkpoint" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('navigation', { name: de['docs.sidebarLabel'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Checkpoint' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: `Netzwerk ${de['link.external']}` }).getAttribute('target')).toBe('_blank');
  });

  it('keeps a collapsed category closed until it holds the current doc', () => {
    const { rerender } = render(<DocsSidebar sidebar={sidebar} currentPath="/docs" />, { wrapper: MemoryRouter });
    expect(screen.getByText('Referenz').closest('details')!.open).toBe(false);
    rerender(<DocsSidebar sidebar={sidebar} currentPath="/docs/commands" />);
    expect(screen.getByText('Referenz').closest('details')!.open).toBe(true);
  });

  it('leaves a category open when the reader moves on to a doc outside it', () => {
    const { rerender } = render(<DocsSidebar sidebar={sidebar} currentPath="/docs/commands" />, {
      wrapper: MemoryRouter,
    });
    const category = screen.getByText('Referenz').closest('details')!;
    expect(category.open).toBe(true);
    rerender(<DocsSidebar sidebar={sidebar} currentPath="/docs/installation" />);
    expect(category.open).toBe(true);
  });

  it('lets the reader close an open category and keeps it closed on the next doc', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DocsSidebar sidebar={sidebar} currentPath="/docs" />, { wrapper: MemoryRouter });
    const category = screen.getByText('Für Fortgeschrittene').closest('details')!;
    await user.click(screen.getByText('Für Fortgeschrittene'));
    expect(category.open).toBe(false);
    rerender(<DocsSidebar sidebar={sidebar} currentPath="/docs/installation" />);
    expect(category.open).toBe(false);
  });

  it('throws, naming the doc ids it holds, for a doc id it does not hold', () => {
    const error = catchRenderError(() =>
      render(<DocsSidebar sidebar={sidebar} currentPath="/docs/x" activeDocId="missing" />, { wrapper: MemoryRouter }),
    );
    expect((error as Error).message).toBe(
      'The doc id "missing" is not in the docs sidebar "docsSidebar". Doc ids in this sidebar: checkpoint, commands, installation, podman.',
    );
  });

  it('links a category label to its page, shows a category that cannot collapse, and places HTML items as written', () => {
    const items: DocSidebarItem[] = [
      {
        type: 'category',
        label: 'Anleitungen',
        collapsed: true,
        collapsible: true,
        href: '/docs/category/anleitungen',
        items: [{ type: 'link', label: 'Pods', href: '/docs/pods', isExternal: false, docId: 'pods' }],
      },
      {
        type: 'category',
        label: 'Immer offen',
        collapsed: false,
        collapsible: false,
        className: 'hervorgehoben',
        items: [{ type: 'link', label: 'Netze', href: '/docs/netze', isExternal: false, docId: 'netze' }],
      },
      { type: 'html', value: '<strong>Hinweis</strong>', defaultStyle: true, className: 'hinweis' },
    ];
    const { container } = render(
      <DocsSidebar sidebar={{ id: 'handbuch', items }} currentPath="/docs/category/anleitungen" />,
      { wrapper: MemoryRouter },
    );
    const categoryLink = screen.getByRole('link', { name: 'Anleitungen' });
    expect([categoryLink.getAttribute('href'), categoryLink.getAttribute('aria-current')]).toEqual([
      '/docs/category/anleitungen',
      'page',
    ]);
    expect(categoryLink.closest('details')!.open).toBe(true);
    expect(screen.getByText('Immer offen').closest('details')).toBeNull();
    expect(screen.getByText('Immer offen').closest('li')!.className).toBe('hervorgehoben');
    expect(screen.getByRole('link', { name: 'Netze' })).toBeTruthy();
    expect(container.querySelector('li.hinweis strong')?.textContent).toBe('Hinweis');
  });
});
