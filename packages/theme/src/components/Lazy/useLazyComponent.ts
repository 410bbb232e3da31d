import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { isModuleFetchFailure } from './module-fetch-failure.js';
import type { Preloadable } from './preloadable.js';

export type LazyState<P> =
  { status: 'loading' } | { status: 'loaded'; Component: ComponentType<P> } | { status: 'failed'; error: unknown };

/**
 * Loads a component after the first render (so server and first client render agree) and again on every `retry`; a
 * chunk the browser could not fetch is tried again by loading the page anew (isModuleFetchFailure). A change of
 * `load` between renders does not start another load. A preloadable loader that has already loaded shows its
 * component at once.
 */
export function useLazyComponent<P>(load: Preloadable<P>) {
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LazyState<P>>(() =>
    load.loaded ? { status: 'loaded', Component: load.loaded } : { status: 'loading' },
  );

  useEffect(() => {
    let isCurrent = true;
    latestLoad.current().then(
      (Component) => {
        if (isCurrent)
          setState((current) =>
            current.status === 'loaded' && current.Component === Component ? current : { status: 'loaded', Component },
          );
      },
      (error: unknown) => {
        if (!isCurrent) return;
        console.error('A part of the page could not be loaded.', error);
        setState({ status: 'failed', error });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const failure = state.status === 'failed' ? state.error : undefined;
  const retry = useCallback(() => {
    if (isModuleFetchFailure(failure)) {
      window.location.reload();
      return;
    }
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, [failure]);

  return { state, retry };
}
