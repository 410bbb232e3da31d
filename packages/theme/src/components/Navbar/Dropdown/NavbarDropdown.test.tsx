import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavbarDropdown } from './NavbarDropdown';

const items = [
  { label: 'Blog', href: '/blogs' },
  { label: 'Releases', href: '/release' },
  { label: 'Podman Desktop', href: 'https://podman-desktop.io/' },
];

function renderDropdown(pathname = '/') {
  return render(
    <MemoryRouter initialEntries={[pathname]}>
      <ul>
        <NavbarDropdown label="Neuigkeiten" items={items} pathname={pathname} />
      </ul>
      <button type="button">Außerhalb</button>
    </MemoryRouter>,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Neuigkeiten' });
const blogLink = () => screen.queryByRole('link', { name: 'Blog' });

describe('NavbarDropdown', () => {
  it('starts closed with its links hidden', () => {
    renderDropdown();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(blogLink()).toBeNull();
  });

  it('opens while hovered and closes when the pointer leaves', () => {
    renderDropdown();
    const item = trigger().closest('li')!;
    fireEvent.mouseEnter(item);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(blogLink()).not.toBeNull();
    fireEvent.mouseLeave(item);
    expect(blogLink()).toBeNull();
  });

  it('opens on Enter and closes on Escape, returning focus to its button', async () => {
    const user = userEvent.setup();
    renderDropdown();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(blogLink());
    await user.keyboard('{Escape}');
    expect(blogLink()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes again on a second Enter', async () => {
    const user = userEvent.setup();
    renderDropdown();
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(blogLink()).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(blogLink()).toBeNull();
  });

  it('stays open when its hovered button is clicked', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.hover(trigger());
    await user.click(trigger());
    expect(blogLink()).not.toBeNull();
  });

  it('closes on a press outside', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(trigger());
    expect(blogLink()).not.toBeNull();
    fireEvent.mouseDown(document.body);
    expect(blogLink()).toBeNull();
  });

  it('stays open on a press inside its menu', async () => {
    const user = userEvent.setup();
    renderDropdown();
    await user.click(trigger());
    fireEvent.mouseDown(blogLink()!);
    expect(blogLink()).not.toBeNull();
  });

  it('closes when keyboard focus leaves it', async () => {
    const user = userEvent.setup();
    renderDropdown();
    trigger().focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Podman Desktop/ }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Außerhalb' }));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the dropdown and the entry of the current page', async () => {
    const user = userEvent.setup();
    renderDropdown('/release/page/2');
    await user.click(trigger());
    expect(screen.getByRole('link', { name: 'Releases' }).getAttribute('aria-current')).toBe('page');
    expect(blogLink()!.getAttribute('aria-current')).toBeNull();
    expect(trigger().className).toContain('isActive');
  });

  it('leaves the dropdown unmarked with dropdownActiveClassDisabled, and carries the site class', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/release']}>
        <ul>
          <NavbarDropdown
            label="Neuigkeiten"
            items={items}
            pathname="/release"
            showsActiveItem={false}
            className="news"
          />
        </ul>
      </MemoryRouter>,
    );
    await user.click(trigger());
    expect(screen.getByRole('link', { name: 'Releases' }).getAttribute('aria-current')).toBe('page');
    expect(trigger().className).not.toContain('isActive');
    expect(trigger().classList.contains('news')).toBe(true);
  });
});
