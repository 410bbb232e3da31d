import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { de } from '../../i18n/de';
import { AnnouncementBar, type AnnouncementBarProps } from './AnnouncementBar';

const bar: AnnouncementBarProps = {
  id: 'release-5',
  content: 'Podman 5 ist da – <a href="/release">zur Ankündigung</a>',
  isCloseable: true,
};
const region = () => screen.queryByRole('region', { name: de['announcementBar.label'] });
const closeButton = () => screen.getByRole('button', { name: de['announcementBar.close'] });
const dismissKey = 'docusaurus.announcement.dismiss';
const idKey = 'docusaurus.announcement.id';

describe('AnnouncementBar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the announcement HTML with a close button', () => {
    render(<AnnouncementBar {...bar} />);
    expect(region()?.textContent).toContain('Podman 5 ist da');
    expect(screen.getByRole('link', { name: 'zur Ankündigung' }).getAttribute('href')).toBe('/release');
    expect(closeButton()).toBeTruthy();
  });

  it('disappears when closed and remembers the dismissal for its id', () => {
    render(<AnnouncementBar {...bar} />);
    fireEvent.click(closeButton());
    expect(region()).toBeNull();
    expect(window.localStorage.getItem(dismissKey)).toBe('true');
    expect(window.localStorage.getItem(idKey)).toBe('release-5');
  });

  it('stays hidden on the next visit while the id is the same', () => {
    window.localStorage.setItem(idKey, 'release-5');
    window.localStorage.setItem(dismissKey, 'true');
    render(<AnnouncementBar {...bar} />);
    expect(region()).toBeNull();
  });

  it('shows again when the announcement has a new id', () => {
    window.localStorage.setItem(idKey, 'release-4');
    window.localStorage.setItem(dismissKey, 'true');
    render(<AnnouncementBar {...bar} />);
    expect(region()).not.toBeNull();
    expect(window.localStorage.getItem(idKey)).toBe('release-5');
    expect(window.localStorage.getItem(dismissKey)).toBe('false');
  });

  it('has no close button and ignores a stored dismissal when not closeable', () => {
    window.localStorage.setItem(idKey, 'release-5');
    window.localStorage.setItem(dismissKey, 'true');
    render(<AnnouncementBar {...bar} isCloseable={false} />);
    expect(region()).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses the configured colours', () => {
    render(<AnnouncementBar {...bar} backgroundColor="#ffd166" textColor="#1c1e21" />);
    const style = region()!.style;
    expect(style.getPropertyValue('--announcement-background')).toBe('#ffd166');
    expect(style.getPropertyValue('--announcement-text')).toBe('#1c1e21');
  });

  it('still closes when browser storage throws, and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    render(<AnnouncementBar {...bar} />);
    expect(region()).not.toBeNull();
    fireEvent.click(closeButton());
    expect(region()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
