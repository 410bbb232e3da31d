import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { osTabsFixture } from '../../fixtures/mdx-content';
import { Tabs, type TabsProps } from './Tabs';
import { tabGroupStorageKey } from './useSelectedTab';

function osTabs(props: Partial<TabsProps> = {}) {
  return (
    <Tabs tabs={osTabsFixture} {...props}>
      <p>Mit dnf installieren.</p>
      <p>Mit brew installieren.</p>
      <p>Mit winget installieren.</p>
    </Tabs>
  );
}

function selectedTabs() {
  return screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent);
}

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('Tabs', () => {
  it('puts every panel in the markup and shows only the first', () => {
    const html = renderToString(osTabs());
    expect(html).toContain('Mit dnf installieren.');
    expect(html).toContain('Mit winget installieren.');
    render(osTabs());
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Mit dnf installieren.');
    expect(screen.getByRole('tab', { name: 'Linux' }).getAttribute('aria-selected')).toBe('true');
  });

  it('starts with the default value', () => {
    render(osTabs({ defaultValue: 'windows' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Mit winget installieren.');
  });

  it('shows the panel of the tab the reader clicks', () => {
    render(osTabs());
    fireEvent.click(screen.getByRole('tab', { name: 'macOS' }));
    expect(screen.getByRole('tabpanel', { name: 'macOS' }).textContent).toBe('Mit brew installieren.');
  });

  it('moves between tabs with the arrow keys, Home and End, and keeps one tab in the tab order', () => {
    render(osTabs());
    const linux = screen.getByRole('tab', { name: 'Linux' });
    fireEvent.keyDown(linux, { key: 'ArrowLeft' });
    expect(selectedTabs()).toEqual(['Windows']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Windows' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(selectedTabs()).toEqual(['Linux']);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(selectedTabs()).toEqual(['Windows']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selectedTabs()).toEqual(['Linux']);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('switches every Tabs of the same group and remembers the choice', () => {
    render(
      <>
        {osTabs({ groupId: 'os' })}
        {osTabs({ groupId: 'os' })}
      </>,
    );
    fireEvent.click(screen.getAllByRole('tab', { name: 'macOS' })[0]!);
    expect(selectedTabs()).toEqual(['macOS', 'macOS']);
    expect(window.localStorage.getItem(tabGroupStorageKey('os'))).toBe('macos');
  });

  it("opens on the group's stored choice after the first render", () => {
    window.localStorage.setItem(tabGroupStorageKey('os'), 'windows');
    render(osTabs({ groupId: 'os' }));
    expect(selectedTabs()).toEqual(['Windows']);
  });

  it('ignores a stored choice that names no tab', () => {
    window.localStorage.setItem(tabGroupStorageKey('os'), 'beos');
    render(osTabs({ groupId: 'os' }));
    expect(selectedTabs()).toEqual(['Linux']);
  });

  it('reads and writes the chosen tab in the query string', () => {
    window.history.replaceState(null, '', '/install/?os=macos');
    render(osTabs({ groupId: 'os', queryString: true }));
    expect(selectedTabs()).toEqual(['macOS']);
    fireEvent.click(screen.getByRole('tab', { name: 'Windows' }));
    expect(window.location.search).toBe('?os=windows');
  });

  it('uses a named query parameter', () => {
    render(osTabs({ queryString: 'system' }));
    fireEvent.click(screen.getByRole('tab', { name: 'macOS' }));
    expect(window.location.search).toBe('?system=macos');
  });

  it('hydrates the server markup without a mismatch, then applies the stored choice', async () => {
    window.localStorage.setItem(tabGroupStorageKey('os'), 'macos');
    const container = document.createElement('div');
    container.innerHTML = renderToString(osTabs({ groupId: 'os' }));
    document.body.append(container);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, osTabs({ groupId: 'os' })));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
    expect(selectedTabs()).toEqual(['macOS']);
    act(() => root.unmount());
    container.remove();
  });
});
