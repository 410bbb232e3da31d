type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

export interface FakeIntersectionObserver {
  /** Reports the elements with these ids as entering (or leaving) the observed area, as scrolling would. */
  report(ids: string[], isIntersecting: boolean): void;
  /** Ids of the elements observed right now. */
  observedIds(): string[];
  uninstall(): void;
}

/** Replaces window.IntersectionObserver (missing in jsdom) with one whose reports a test triggers. */
export function installFakeIntersectionObserver(): FakeIntersectionObserver {
  const original = window.IntersectionObserver;
  const observers = new Set<{ callback: Callback; targets: Set<Element>; instance: IntersectionObserver }>();
  class FakeObserver {
    constructor(callback: Callback) {
      observers.add({ callback, targets: new Set(), instance: this as unknown as IntersectionObserver });
    }
    private record() {
      return [...observers].find((entry) => entry.instance === (this as unknown as IntersectionObserver))!;
    }
    observe(target: Element) {
      this.record().targets.add(target);
    }
    unobserve(target: Element) {
      this.record().targets.delete(target);
    }
    disconnect() {
      observers.delete(this.record());
    }
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    report(ids, isIntersecting) {
      for (const { callback, targets, instance } of [...observers]) {
        const entries = [...targets]
          // Elements taken out of the document are never reported, as in a browser.
          .filter((target) => target.isConnected && ids.includes(target.id))
          .map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, instance);
      }
    },
    observedIds() {
      return [...observers].flatMap(({ targets }) => [...targets].map((target) => target.id));
    },
    uninstall() {
      window.IntersectionObserver = original;
    },
  };
}
