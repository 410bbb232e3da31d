import { useEffect } from 'react';

/** Stops the page behind an open drawer from scrolling; restores the previous overflow when unlocked. */
export function useLockBodyScroll(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return;
    const { style } = document.body;
    const previousOverflow = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previousOverflow;
    };
  }, [isLocked]);
}
