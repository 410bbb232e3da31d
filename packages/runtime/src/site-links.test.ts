import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSiteLinks, sitePathOf } from './site-links';

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** Whether each click reaching the document was already handled; the document then stops it, as jsdom cannot navigate. */
function clicksHandledBeforeTheDocument(): boolean[] {
  const handled: boolean[] = [];
  const stop = (event: Event) => {
    handled.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  cleanups.push(() => document.removeEventListener('click', stop));
  return handled;
}

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('sitePathOf', () => {
  it('gives the site path of a link below the base URL, with its query and hash', () => {
    expect(sitePathOf(anchor('/docs/blogs/x?tab=1#top'), '/docs')).toBe('/blogs/x?tab=1#top');
    expect(sitePathOf(anchor('/docs'), '/docs')).toBe('/');
    expect(sitePathOf(anchor('/blogs'), '')).toBe('/blogs');
  });

  it('leaves other origins, paths outside the base URL, new tabs, downloads and anchors on this page alone', () => {
    expect(sitePathOf(anchor('https://podman.io/blogs'), '')).toBeUndefined();
    expect(sitePathOf(anchor('/docsx/a'), '/docs')).toBeUndefined();
    expect(sitePathOf(anchor('/blogs', { target: '_blank' }), '')).toBeUndefined();
    expect(sitePathOf(anchor('/podman.pdf', { download: '' }), '')).toBeUndefined();
    window.history.replaceState(null, '', '/blogs/x');
    expect(sitePathOf(anchor('/blogs/x#install'), '')).toBeUndefined();
  });
});

describe('followSiteLinks', () => {
  it('navigates on a plain click and prefetches on hover, touch and focus, until it is stopped', () => {
    const container = document.createElement('div');
    container.innerHTML = '<p><a href="/blogs/x#top"><em>Beitrag</em></a></p>';
    document.body.append(container);
    const runtime = { basename: '', navigate: vi.fn(), prefetch: vi.fn() };
    const handled = clicksHandledBeforeTheDocument();
    const stop = followSiteLinks(container, runtime);
    const text = container.querySelector('em')!;
    for (const type of ['mouseover', 'touchstart', 'focusin']) text.dispatchEvent(new Event(type, { bubbles: true }));
    expect(runtime.prefetch.mock.calls).toEqual([['/blogs/x'], ['/blogs/x'], ['/blogs/x']]);
    text.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(runtime.navigate).toHaveBeenCalledWith('/blogs/x#top');
    stop();
    text.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(runtime.navigate).toHaveBeenCalledOnce();
    expect(handled).toEqual([true, false]);
  });

  it('leaves modified clicks and the links another component handles to the browser', () => {
    const container = document.createElement('div');
    container.innerHTML = '<a href="/a">A</a><a href="/b" class="own">B</a>';
    document.body.append(container);
    const runtime = { basename: '', navigate: vi.fn(), prefetch: vi.fn() };
    const handled = clicksHandledBeforeTheDocument();
    followSiteLinks(container, runtime, { isHandledElsewhere: (link) => link.classList.contains('own') });
    const [a, b] = container.querySelectorAll('a');
    a!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    b!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(handled).toEqual([false, false]);
    expect(runtime.navigate).not.toHaveBeenCalled();
  });
});
