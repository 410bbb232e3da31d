import { useCallback, useEffect, useState } from 'react';
import { safeStorage } from './storage.js';
import { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY } from '../storage-keys.js';

export { ANNOUNCEMENT_DISMISS_STORAGE_KEY, ANNOUNCEMENT_ID_STORAGE_KEY };

export interface AnnouncementBarState {
  isDismissed: boolean;
  dismiss(): void;
}

/**
 * Whether the visitor has closed the bar with this `id`. A new id clears the stored dismissal, so a new
 * announcement shows again. Starts as not dismissed (as on the server); the head script hides a
 * dismissed bar until this hook has read the storage.
 */
export function useAnnouncementBar(id: string, isCloseable: boolean): AnnouncementBarState {
  const [isDismissed, setDismissed] = useState(false);
  useEffect(() => {
    const isSameAnnouncement = safeStorage.get(ANNOUNCEMENT_ID_STORAGE_KEY) === id;
    if (!isSameAnnouncement) {
      safeStorage.set(ANNOUNCEMENT_ID_STORAGE_KEY, id);
      safeStorage.set(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'false');
    }
    setDismissed(isCloseable && isSameAnnouncement && safeStorage.get(ANNOUNCEMENT_DISMISS_STORAGE_KEY) === 'true');
  }, [id, isCloseable]);
  const dismiss = useCallback(() => {
    safeStorage.set(ANNOUNCEMENT_DISMISS_STORAGE_KEY, 'true');
    setDismissed(true);
  }, []);
  return { isDismissed, dismiss };
}
