import { Children, isValidElement, type ReactNode } from 'react';
import { Island } from '../../islands/Island.js';
import { ISLAND_SLOT } from '../../islands/find-islands.js';
import { THEME_ISLANDS } from '../../islands/island-names.js';
import { BrowserOnlyProvider } from './site-component.js';

/**
 * MDX's `<BrowserOnly>`, whose two parts content-core marks `data-kran-fallback` and `data-kran-browser`: the server
 * shows the fallback, and keeps what the browser shows in an inert `<template>`, with its site components not
 * rendered; the island puts that in the fallback's place once the page runs, as Docusaurus's BrowserOnly does.
 */
export function BrowserOnlyContent({ children }: { children?: ReactNode }) {
  return (
    <Island name={THEME_ISLANDS.browserOnly} props={{}}>
      {partOf(children, 'data-kran-fallback')}
      <template {...ISLAND_SLOT}>
        <BrowserOnlyProvider value={true}>{partOf(children, 'data-kran-browser')}</BrowserOnlyProvider>
      </template>
    </Island>
  );
}

function partOf(children: ReactNode, marker: string): ReactNode {
  const part = Children.toArray(children).find(
    (child) => isValidElement<Record<string, unknown>>(child) && marker in child.props,
  );
  return isValidElement<{ children?: ReactNode }>(part) ? part.props.children : null;
}
