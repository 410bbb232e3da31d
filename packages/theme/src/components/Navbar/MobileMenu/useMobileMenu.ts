import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MOBILE_MEDIA_QUERY } from '../../../hooks/match-media.js';
import { useLockBodyScroll } from '../../../hooks/useLockBodyScroll.js';
import { useMediaQuery } from '../../../hooks/useMediaQuery.js';

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
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);

  useLockBodyScroll(isOpen);
  useEffect(() => close(), [locationKey, close]);
  useEffect(() => {
    if (!isMobile) close();
  }, [isMobile, close]);
  useEffect(() => {
    if (!isOpen) return;
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [isOpen, close]);

  return { isOpen, open, close };
}
