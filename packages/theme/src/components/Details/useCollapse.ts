import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { matchMediaOrNull } from '../../hooks/match-media.js';
import { animateHeight } from './animate-height.js';
import { collapseDuration } from './collapse-duration.js';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Opens and closes a `details` element with a height animation of its content. The `open` attribute
 * is set on the element directly, so the markup React renders (and the server sent) never changes.
 */
export function useCollapse(
  detailsRef: RefObject<HTMLDetailsElement | null>,
  contentRef: RefObject<HTMLElement | null>,
) {
  const [isClosing, setIsClosing] = useState(false);
  const stopAnimation = useRef<(() => void) | undefined>(undefined);

  useEffect(() => () => stopAnimation.current?.(), []);

  const toggle = useCallback(() => {
    const details = detailsRef.current;
    const content = contentRef.current;
    if (!details || !content) return;
    const prefersReducedMotion = matchMediaOrNull(REDUCED_MOTION_QUERY)?.matches ?? false;
    const currentHeight = details.open ? content.getBoundingClientRect().height : 0;
    stopAnimation.current?.();
    if (details.open && !isClosing) {
      setIsClosing(true);
      stopAnimation.current = animateHeight(content, {
        from: currentHeight,
        to: 0,
        durationMs: collapseDuration(currentHeight, prefersReducedMotion),
        onEnd: () => {
          details.open = false;
          setIsClosing(false);
        },
      });
      return;
    }
    setIsClosing(false);
    details.open = true;
    const fullHeight = content.scrollHeight;
    stopAnimation.current = animateHeight(content, {
      from: currentHeight,
      to: fullHeight,
      durationMs: collapseDuration(fullHeight, prefersReducedMotion),
      onEnd: () => undefined,
    });
  }, [detailsRef, contentRef, isClosing]);

  return { isClosing, toggle };
}
