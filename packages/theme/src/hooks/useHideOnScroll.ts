import { useCallback, useEffect, useRef, useState } from 'react';

/** Below this scroll offset (about one navbar height) the navbar always shows. */
const ALWAYS_SHOWN_BELOW_PX = 64;

export interface HideOnScroll {
  isHidden: boolean;
  /** Shows the navbar again, e.g. when keyboard focus moves into it. */
  reveal(): void;
}

/** Hides the navbar while the visitor scrolls down and shows it when they scroll up, if enabled. */
export function useHideOnScroll(isEnabled: boolean): HideOnScroll {
  const [isHidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    setHidden(false);
    if (!isEnabled) return;
    lastY.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y < ALWAYS_SHOWN_BELOW_PX) setHidden(false);
      else if (y !== lastY.current) setHidden(y > lastY.current);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [isEnabled]);
  const reveal = useCallback(() => setHidden(false), []);
  return { isHidden, reveal };
}
