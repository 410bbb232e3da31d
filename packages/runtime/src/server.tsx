import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { KranApp } from './KranApp.js';
import type { PageData, RenderPage } from './page-data.js';
import { RuntimeContext } from './runtime-context.js';
import { basenameOf } from './site-href.js';

const ignore = () => {};

export { DATA_ID, ROOT_ID } from './constants.js';
export { MarkupContentLocator } from './markup-content-locator.js';

/** Renders a route to HTML exactly as `hydrate` will render it in the browser. */
export function renderPageToString<Props>(
  data: PageData<Props>,
  renderPage: RenderPage<Props>,
  options: { baseUrl: string },
): string {
  const basename = basenameOf(options.baseUrl);
  return renderToString(
    <StaticRouter location={basename + data.path} basename={basename || '/'}>
      <RuntimeContext.Provider value={{ basename, prefetch: ignore, navigate: ignore }}>
        <KranApp initial={data} renderPage={renderPage} />
      </RuntimeContext.Provider>
    </StaticRouter>,
  );
}
