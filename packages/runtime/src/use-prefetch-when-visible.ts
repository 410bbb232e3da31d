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

/** Calls `onVisible` once, when the element first scrolls into view (one observer for all links). */
export function usePrefetchWhenVisible(ref: RefObject<Element | null>, onVisible: Callback): void {
  useEffect(() => {
    const element = ref.current;
    const io = sharedObserver();
    if (!element || !io) return;
    callbacks.set(element, onVisible);
    io.observe(element);
    return () => {
      callbacks.delete(element);
      io.unobserve(element);
    };
  }, [ref, onVisible]);
}
