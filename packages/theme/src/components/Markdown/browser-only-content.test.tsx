import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderServerMarkup } from '../../test-support/server-markup';
import { IslandsContext } from '../../islands/island-registry';
import { THEME_ISLANDS } from '../../islands/island-names';
import { StaticHtml } from '../../islands/StaticHtml';
import { BrowserOnlyIsland } from './content-islands/content-islands';
import { MdxComponent } from './mdx-component';
import { siteComponentIsland, SiteComponentsProvider } from './site-component';
import { SiteComponent } from './site-component';

/** A component that can only render in a browser, as the ones inside Docusaurus's BrowserOnly often are. */
function Width({ unit }: { unit: string }) {
  if (typeof window === 'undefined' || !('innerWidth' in window)) throw new Error('window is not defined');
  return <output>{`Breite in ${unit}`}</output>;
}

const MODULE = 'src/components/Width.jsx';
const ISLAND = `site:${MODULE}#default`;

// What rehype-react makes of the element content-core writes for `<BrowserOnly fallback={…}>{() => <Width />}</BrowserOnly>`.
const browserOnly = (
  <SiteComponentsProvider value={{ [MODULE]: { default: Width } }}>
    <MdxComponent data-kran-component="BrowserOnly">
      <div data-kran-fallback="">
        <p>Wird geladen…</p>
      </div>
      <div data-kran-browser="">
        <SiteComponent module={MODULE} exportName="default" props={{ unit: 'px' }} />
      </div>
    </MdxComponent>
  </SiteComponentsProvider>
);

afterEach(() => document.body.replaceChildren());

describe('BrowserOnly in MDX', () => {
  it('shows the fallback on the server and keeps the site component unrendered in an inert template', () => {
    const markup = renderServerMarkup(browserOnly, { isStatic: true });
    expect(markup).toBe(
      `<div data-island="BrowserOnly" data-island-props="{}"><p>Wird geladen…</p>` +
        `<template data-island-slot=""><span data-island="${ISLAND}" data-island-props="{&quot;unit&quot;:&quot;px&quot;}">` +
        `</span></template></div>`,
    );
  });

  it('puts the component in the place of the fallback in the browser', async () => {
    const markup = renderServerMarkup(browserOnly, { isStatic: true });
    const islands = {
      [THEME_ISLANDS.browserOnly]: BrowserOnlyIsland,
      [ISLAND]: siteComponentIsland(Width as ComponentType<Record<string, unknown>>),
    };
    render(
      <MemoryRouter>
        <IslandsContext.Provider value={islands}>
          <StaticHtml html={markup} />
        </IslandsContext.Provider>
      </MemoryRouter>,
    );
    expect((await screen.findByText('Breite in px')).tagName).toBe('OUTPUT');
    expect(screen.queryByText('Wird geladen…')).toBeNull();
  });
});
