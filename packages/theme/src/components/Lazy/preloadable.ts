import type { ComponentType } from 'react';

/** A component loader that loads once, may be started early, and remembers what it loaded. */
export interface Preloadable<P> {
  (): Promise<ComponentType<P>>;
  /** The component, once loading has finished. */
  loaded?: ComponentType<P>;
}

/**
 * Wraps `load` so every call shares one load; calling it early (on hover or focus) makes the component
 * ready by the time it is shown. A failed load is forgotten, so the next call tries again.
 */
export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const loader: Preloadable<P> = () =>
    (pending ??= load().then(
      (Component) => (loader.loaded = Component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return loader;
}
