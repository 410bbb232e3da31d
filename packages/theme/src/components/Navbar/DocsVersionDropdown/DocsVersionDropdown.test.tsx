import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { docsVersions } from '../../../fixtures/docs';
import { DocsVersionDropdown, type DocsVersionDropdownProps } from './index';

function renderDropdown(props: Omit<DocsVersionDropdownProps, 'versions'>) {
  return render(
    <MemoryRouter initialEntries={[props.pathname]}>
      <ul>
        <DocsVersionDropdown versions={docsVersions} {...props} />
      </ul>
    </MemoryRouter>,
  );
}

async function openMenu(label: string) {
  await userEvent.setup().click(screen.getByRole('button', { name: label }));
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('DocsVersionDropdown', () => {
  it("names the page's version and links each version to the same doc, or to its main doc when it lacks it", async () => {
    renderDropdown({
      pathname: '/docs/next/installation',
      activeVersion: {
        docsId: 'default',
        name: 'current',
        alternatePaths: { current: '/docs/next/installation', '5.0': '/docs/installation' },
      },
    });
    await openMenu('Next');
    expect([hrefOf('Next'), hrefOf('5.0'), hrefOf('4.9')]).toEqual([
      '/docs/next/installation',
      '/docs/installation',
      '/docs/4.9/einstieg',
    ]);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '5.0' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the last version on pages of no version and links each version to its main doc', async () => {
    renderDropdown({ pathname: '/blogs' });
    await openMenu('5.0');
    expect([hrefOf('Next'), hrefOf('5.0'), hrefOf('4.9')]).toEqual(['/docs/next', '/docs', '/docs/4.9/einstieg']);
    expect(screen.getByRole('link', { name: '5.0' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens and closes from the keyboard like the other navbar menus', async () => {
    const user = userEvent.setup();
    renderDropdown({ pathname: '/docs' });
    screen.getByRole('button', { name: '5.0' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: '5.0' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: '4.9' })).toBeNull();
  });
});
