type ChangeListener = (event: MediaQueryListEvent) => void;

export interface FakeMatchMedia {
  /** Changes whether `query` matches and notifies its listeners, as a resize or an OS setting would. */
  set(query: string, matches: boolean): void;
  uninstall(): void;
}

/** Replaces window.matchMedia (missing in jsdom) with one whose answers a test controls. */
export function installFakeMatchMedia(initial: Record<string, boolean> = {}): FakeMatchMedia {
  const matchesByQuery = new Map(Object.entries(initial));
  const listenersByQuery = new Map<string, Set<ChangeListener>>();
  const original = window.matchMedia;
  const listenersOf = (query: string) => {
    if (!listenersByQuery.has(query)) listenersByQuery.set(query, new Set());
    return listenersByQuery.get(query)!;
  };
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matchesByQuery.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, listener: ChangeListener) => listenersOf(query).add(listener),
      removeEventListener: (_type: string, listener: ChangeListener) => listenersOf(query).delete(listener),
      addListener: (listener: ChangeListener) => listenersOf(query).add(listener),
      removeListener: (listener: ChangeListener) => listenersOf(query).delete(listener),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    set(query, matches) {
      matchesByQuery.set(query, matches);
      for (const listener of [...listenersOf(query)]) listener({ matches, media: query } as MediaQueryListEvent);
    },
    uninstall() {
      window.matchMedia = original;
    },
  };
}

/** Sets window.scrollY and fires the scroll event, as the browser does when the visitor scrolls. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}
