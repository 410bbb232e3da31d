import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRuntime } from './runtime-context.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A site path (`/blogs`), with an optional `#hash`, or an external URL. */
  to: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A link that navigates inside the site without a full reload and prefetches its target on hover and touch. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, onMouseEnter, onTouchStart, ...rest }, ref) {
  const runtime = useRuntime();
  if (EXTERNAL.test(to) || to.startsWith('#')) return <a ref={ref} href={to} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} {...rest} />;
  return (
    <RouterLink
      ref={ref}
      to={to}
      onMouseEnter={(event) => {
        runtime.prefetch(to);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        runtime.prefetch(to);
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
});
