import { useEffect, type RefObject } from 'react';
import { isPlainLeftClick } from './is-plain-left-click.js';
import { useRuntime, type RuntimeContextValue } from './runtime-context.js';
import { prefetchWhenVisible } from './use-prefetch-when-visible.js';

export interface SiteLinksOptions {
  /** Links this container leaves alone, e.g. those a React component inside it renders and handles itself. */
  isHandledElsewhere?: (anchor: HTMLAnchorElement) => boolean;
}

/**
 * The site path a link of the page points at (`/blogs/x#top`, without the base URL), or undefined when the
 * browser should follow it itself: another origin, a path outside the base URL, a new tab, a download, or an
 * anchor on the current page.
 */
export function sitePathOf(anchor: HTMLAnchorElement, basename: string): string | undefined {
  const target = anchor.getAttribute('target');
  if ((target && target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  const isOnCurrentPage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (isOnCurrentPage && url.hash) return undefined;
  if (basename && url.pathname !== basename && !url.pathname.startsWith(`${basename}/`)) return undefined;
  return `${url.pathname.slice(basename.length) || '/'}${url.search}${url.hash}`;
}

/**
 * Gives the plain links inside markup React does not render (prerendered HTML put in place as it is) what the
 * runtime's Link does: navigation without a full reload, and prefetching on hover, touch, focus and visibility.
 */
export function followSiteLinks(
  container: HTMLElement,
  runtime: RuntimeContextValue,
  { isHandledElsewhere = () => false }: SiteLinksOptions = {},
): () => void {
  const siteLinkOf = (target: EventTarget | null) => {
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !container.contains(anchor) || isHandledElsewhere(anchor)) return;
    const path = sitePathOf(anchor, runtime.basename);
    return path === undefined ? undefined : { anchor, path };
  };
  const prefetch = (path: string) => runtime.prefetch(path.replace(/[?#].*$/, ''));
  const onClick = (event: MouseEvent) => {
    const link = siteLinkOf(event.target);
    if (!link || !isPlainLeftClick(event, link.anchor)) return;
    event.preventDefault();
    runtime.navigate(link.path);
  };
  const onIntent = (event: Event) => {
    const link = siteLinkOf(event.target);
    if (link) prefetch(link.path);
  };
  const intents = ['mouseover', 'touchstart', 'focusin'] as const;
  container.addEventListener('click', onClick);
  for (const intent of intents) container.addEventListener(intent, onIntent, { passive: true });
  const stopWatching = [...container.querySelectorAll<HTMLAnchorElement>('a[href]')].flatMap((anchor) => {
    const link = siteLinkOf(anchor);
    return link ? [prefetchWhenVisible(anchor, () => prefetch(link.path))] : [];
  });
  return () => {
    container.removeEventListener('click', onClick);
    for (const intent of intents) container.removeEventListener(intent, onIntent);
    for (const stop of stopWatching) stop();
  };
}

/** followSiteLinks() for the element of `ref` while it is mounted under Kran's runtime; nothing elsewhere. */
export function useSiteLinks(ref: RefObject<HTMLElement | null>, options: SiteLinksOptions = {}): void {
  const runtime = useRuntime();
  const { isHandledElsewhere } = options;
  useEffect(() => {
    const container = ref.current;
    if (!container || !runtime) return;
    return followSiteLinks(container, runtime, isHandledElsewhere ? { isHandledElsewhere } : {});
  }, [ref, runtime, isHandledElsewhere]);
}
