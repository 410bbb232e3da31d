import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { KranApp } from './KranApp.js';
import type { PageData, RenderPage } from './page-data.js';

export { DATA_ID, ROOT_ID } from './constants.js';

/** Renders a route to HTML exactly as `hydrate` will render it in the browser. */
export function renderPageToString(data: PageData, renderPage: RenderPage, options: { baseUrl: string }): string {
  const basename = options.baseUrl.replace(/\/$/, '') || '/';
  const location = (basename === '/' ? '' : basename) + data.path;
  return renderToString(
    <StaticRouter location={location} basename={basename}>
      <KranApp initial={data} renderPage={renderPage} />
    </StaticRouter>,
  );
}
