import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { matchMediaOrNull, MOBILE_MEDIA_QUERY } from '../../../hooks/match-media.js';
import { useLockBodyScroll } from '../../../hooks/useLockBodyScroll.js';

export interface MobileMenuState {
  isOpen: boolean;
  open(): void;
  close(): void;
}

/**
 * Open state of the mobile drawer. While open the page behind it does not scroll; it closes on any
 * navigation (a link in it, the browser's back button) and when the window grows past the breakpoint.
 */
export function useMobileMenu(): MobileMenuState {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const open = useCallback(() => setOpen(true), []);
  const { key: locationKey } = useLocation();

  useLockBodyScroll(isOpen);
  useEffect(() => close(), [locationKey, close]);
  // Listened to rather than rendered from: a width the server cannot know would re-render the navbar right after
  // hydration, in the task that hydrates the page.
  useEffect(() => {
    const mobile = matchMediaOrNull(MOBILE_MEDIA_QUERY);
    const closeWhenWide = () => {
      if (!mobile?.matches) close();
    };
    mobile?.addEventListener('change', closeWhenWide);
    return () => mobile?.removeEventListener('change', closeWhenWide);
  }, [close]);
  useEffect(() => {
    if (!isOpen) return;
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [isOpen, close]);

  return { isOpen, open, close };
}
