import { createContext, useContext } from 'react';

export interface RuntimeContextValue {
  /** Starts loading a route's data before the visitor asks for it. */
  prefetch(path: string): void;
}

export const RuntimeContext = createContext<RuntimeContextValue>({ prefetch: () => {} });

export function useRuntime(): RuntimeContextValue {
  return useContext(RuntimeContext);
}
