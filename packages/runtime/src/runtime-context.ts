import { createContext, useContext } from 'react';

export interface RuntimeContextValue {
  /** Starts loading a route's data before the visitor asks for it. */
  prefetch(path: string): void;
  /** The base URL without its trailing slash: `''` for a site at the root, `/docs-site` below it. */
  basename: string;
  /** Navigates inside the app to a site path (without the base URL). */
  navigate(to: string): void;
}

/** Absent when the theme renders without Kran's runtime (in a plain React Router app, or a test). */
export const RuntimeContext = createContext<RuntimeContextValue | undefined>(undefined);

export function useRuntime(): RuntimeContextValue | undefined {
  return useContext(RuntimeContext);
}
