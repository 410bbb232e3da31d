import { createContext, useContext } from 'react';

const HeroHeadingContext = /* @__PURE__ */ createContext<'h1' | 'h2'>('h2');

/**
 * Set to `h1` by a page layout that leaves its heading to the hero, so a page that opens with a hero
 * still has exactly one h1.
 */
export const HeroHeadingProvider = HeroHeadingContext.Provider;

export function useHeroHeading(): 'h1' | 'h2' {
  return useContext(HeroHeadingContext);
}
