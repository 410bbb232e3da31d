import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than the element, so it scrolls sideways. False on the
 * server and in the first client render; measured again whenever the element changes size.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setIsScrollable] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsScrollable(element.scrollWidth > element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return isScrollable;
}
