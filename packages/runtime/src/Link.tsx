import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type Ref,
  type TouchEvent,
} from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { isExternalUrl, pathnameUrlTarget, UNCHECKED_LINK_ATTRIBUTE } from '@kran/contract';
import { isPlainLeftClick } from './is-plain-left-click.js';
import { useRuntime } from './runtime-context.js';
import { siteHref } from './site-href.js';
import { usePrefetchWhenVisible } from './use-prefetch-when-visible.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A site path (`/blogs`), with an optional `#hash`, or an external URL. */
  to: string;
}

/**
 * A link that navigates inside the site without a full reload and prefetches its target when it
 * becomes visible, on hover and on touch. Under Kran's runtime it is a plain anchor (no router hooks
 * per link, which keeps prerendering and hydration cheap); elsewhere it navigates with React Router's hooks.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, onMouseEnter, onTouchStart, onClick, ...rest },
  forwardedRef,
) {
  const runtime = useRuntime();
  const ref = useRef<HTMLAnchorElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current!);
  const isInternal = !isExternalUrl(to) && !to.startsWith('#');
  const prefetch = useCallback(() => {
    if (isInternal) runtime?.prefetch(to.split('#')[0]!);
  }, [isInternal, runtime, to]);
  usePrefetchWhenVisible(ref, prefetch);
  const pathnameTarget = pathnameUrlTarget(to);
  if (pathnameTarget !== undefined) {
    const anchorProps = { anchorRef: ref, onMouseEnter, onTouchStart, onClick, ...rest };
    return runtime ? (
      <PathnameAnchor href={siteHref(runtime.basename, pathnameTarget)} {...anchorProps} />
    ) : (
      <RouterPathnameAnchor path={pathnameTarget} {...anchorProps} />
    );
  }
  if (!isInternal)
    return (
      <a ref={ref} href={to} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onClick={onClick} {...rest} />
    );
  const withPrefetch = {
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      prefetch();
      onMouseEnter?.(event);
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      prefetch();
      onTouchStart?.(event);
    },
  };
  if (!runtime || !to.startsWith('/'))
    return <RouterAnchor anchorRef={ref} to={to} onClick={onClick} {...withPrefetch} {...rest} />;
  return (
    <a
      ref={ref}
      href={siteHref(runtime.basename, to)}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event, event.currentTarget)) return;
        event.preventDefault();
        runtime.navigate(to);
      }}
      {...withPrefetch}
      {...rest}
    />
  );
});

type PathnameAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { anchorRef: Ref<HTMLAnchorElement> };

/**
 * A Docusaurus `pathname:///x` link: `/x` below the base URL as a plain anchor, loaded in full by the browser, as
 * Docusaurus's Link writes it; marked so that the link check leaves it alone.
 */
function PathnameAnchor({ anchorRef, ...rest }: PathnameAnchorProps) {
  return <a ref={anchorRef} {...{ [UNCHECKED_LINK_ATTRIBUTE]: '' }} {...rest} />;
}

/** A `pathname://` link inside any React Router app (a story, a test): below the router's basename. */
function RouterPathnameAnchor({ path, ...rest }: PathnameAnchorProps & { path: string }) {
  return <PathnameAnchor href={useHref(path)} {...rest} />;
}

/**
 * A link inside any React Router app (a story, a test, a relative path): React Router's own Link would bring its
 * data router and framework code into every page's bundle, its hooks do not.
 */
function RouterAnchor({ to, anchorRef, onClick, ...rest }: LinkProps & { anchorRef: Ref<HTMLAnchorElement> }) {
  const href = useHref(to);
  const navigate = useNavigate();
  return (
    <a
      ref={anchorRef}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event, event.currentTarget)) return;
        event.preventDefault();
        void navigate(to);
      }}
      {...rest}
    />
  );
}
