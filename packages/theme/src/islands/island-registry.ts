import { createContext, type ComponentType } from 'react';

/** What an island's component gets in the browser: the props the server wrote and the HTML of its slots. */
export interface IslandProps<Props extends object = Record<string, unknown>> {
  props: Props;
  /** The static HTML inside each of the island's slots (`data-island-slot`), in document order. */
  slots: string[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island reads the props its server side wrote
export type IslandComponent = ComponentType<IslandProps<any>>;

/**
 * An island's component, or a loader of it when it is a chunk of its own, fetched only on pages that have the
 * island (until then its prerendered markup stays as it is).
 */
export type IslandEntry = IslandComponent | { load: () => Promise<IslandComponent> };

/** The islands a page's static HTML may hold, by the name the server wrote into `data-island`. */
export type IslandRegistry = Readonly<Record<string, IslandEntry>>;

/** The islands that static HTML below it mounts; an island without an entry keeps its prerendered markup. */
export const IslandsContext = /* @__PURE__ */ createContext<IslandRegistry>({});

/**
 * Fired on `window` when islands loaded as a chunk of their own have replaced their prerendered markup, so that code
 * holding on to elements of the page (the table of contents' watched headings) looks them up again.
 */
export const ISLANDS_MOUNTED_EVENT = 'kran:islands-mounted';
