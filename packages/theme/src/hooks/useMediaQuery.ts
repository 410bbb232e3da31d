import { useCallback, useSyncExternalStore } from 'react';
import { matchMediaOrNull } from './match-media.js';

/** Whether a media query matches; false on the server and in the first client render. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMediaOrNull(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMediaOrNull(query)?.matches ?? false,
    () => false,
  );
}
