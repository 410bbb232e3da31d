import { useEffect, type RefObject } from 'react';

type Callback = () => void;
let observer: IntersectionObserver | undefined;
const callbacks = new WeakMap<Element, Callback>();

function sharedObserver(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver === 'undefined') return undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      callbacks.get(entry.target)?.();
      callbacks.delete(entry.target);
      observer?.unobserve(entry.target);
    }
  });
  return observer;
}

/**
 * Calls `onVisible` once, when the element first scrolls into view (one observer for all links); returns what stops
 * watching it. Without IntersectionObserver it never calls.
 */
export function prefetchWhenVisible(element: Element, onVisible: Callback): () => void {
  const io = sharedObserver();
  if (!io) return () => {};
  callbacks.set(element, onVisible);
  io.observe(element);
  return () => {
    callbacks.delete(element);
    io.unobserve(element);
  };
}

/** Calls `onVisible` once, when the element first scrolls into view. */
export function usePrefetchWhenVisible(ref: RefObject<Element | null>, onVisible: Callback): void {
  useEffect(() => {
    const element = ref.current;
    return element ? prefetchWhenVisible(element, onVisible) : undefined;
  }, [ref, onVisible]);
}
