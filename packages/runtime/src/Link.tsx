import { forwardRef, useCallback, useImperativeHandle, useRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRuntime } from './runtime-context.js';
import { usePrefetchWhenVisible } from './use-prefetch-when-visible.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A site path (`/blogs`), with an optional `#hash`, or an external URL. */
  to: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A link that navigates inside the site without a full reload and prefetches its target when it
 * becomes visible, on hover and on touch.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, onMouseEnter, onTouchStart, ...rest }, forwardedRef) {
  const runtime = useRuntime();
  const ref = useRef<HTMLAnchorElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current!);
  const isInternal = !EXTERNAL.test(to) && !to.startsWith('#');
  const prefetch = useCallback(() => {
    if (isInternal) runtime.prefetch(to.split('#')[0]!);
  }, [isInternal, runtime, to]);
  usePrefetchWhenVisible(ref, prefetch);
  if (!isInternal) return <a ref={ref} href={to} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} {...rest} />;
  return (
    <RouterLink
      ref={ref}
      to={to}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
});
