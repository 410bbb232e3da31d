/** Browser storage that never throws. */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * Wraps localStorage so that a browser without it (private mode, blocked cookies, sandboxed frames)
 * keeps the site working: the first failure logs one warning, later ones stay quiet, nothing is kept.
 */
export function createSafeStorage(getStorage: () => Storage = () => window.localStorage): SafeStorage {
  let hasWarned = false;
  function attempt<T>(action: (storage: Storage) => T, fallback: T): T {
    try {
      return action(getStorage());
    } catch (error) {
      if (!hasWarned) {
        hasWarned = true;
        console.warn('Browser storage is unavailable, so preferences such as the colour mode are not kept.', error);
      }
      return fallback;
    }
  }
  return {
    get: (key) => attempt((storage) => storage.getItem(key), null),
    set: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    remove: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

/** The page's one safe storage, shared by the colour mode and the announcement bar. */
export const safeStorage = /* @__PURE__ */ createSafeStorage();
