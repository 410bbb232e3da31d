import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { KranApp } from './KranApp.js';
import type { PageData, RenderPage, RuntimeSettings } from './page-data.js';
import { RouteDataLoader } from './route-data.js';
import { RuntimeContext } from './runtime-context.js';

import { DATA_ID, ROOT_ID } from './constants.js';

/** Hydrates the prerendered page from the data embedded in it. */
export function hydrate(renderPage: RenderPage): void {
  const embedded = document.getElementById(DATA_ID)?.textContent;
  const root = document.getElementById(ROOT_ID);
  if (!embedded || !root) throw new Error(`The page has no #${DATA_ID} or #${ROOT_ID}; was it built by kran build?`);
  const { page, settings } = JSON.parse(embedded) as { page: PageData; settings: RuntimeSettings };
  const loader = new RouteDataLoader(settings);
  loader.remember(page);
  const runtime = { prefetch: (path: string) => void loader.load(path).catch(() => undefined) };
  hydrateRoot(
    root,
    <BrowserRouter basename={settings.baseUrl.replace(/\/$/, '') || '/'}>
      <RuntimeContext.Provider value={runtime}>
        <KranApp initial={page} renderPage={renderPage} loader={loader} />
      </RuntimeContext.Provider>
    </BrowserRouter>,
  );
}
