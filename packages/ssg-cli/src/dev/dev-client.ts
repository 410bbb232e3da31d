import { DEV_EVENTS_FILE, NOT_FOUND_FILE } from '../output/output-paths.js';

export const DEV_OVERLAY_ID = 'kran-dev-problem';

/**
 * The script `kran dev` adds to every page: reloads after a rebuild that changed the page (its HTML, the not-found
 * page, or any file but another page's HTML and JSON or XML files such as the route map, feeds and the
 * sitemap: a stylesheet, a script, an image), shows a failed build's problem over the page.
 */
export function devClientSource(baseUrl: string): string {
  return `const events = new EventSource(${JSON.stringify(`${baseUrl}${DEV_EVENTS_FILE}`)});
const path = decodeURIComponent(location.pathname);
const ownFile = path.endsWith('/') ? path + 'index.html' : path.endsWith('.html') ? path : path + '/index.html';
const isOtherPagesFile = (file) =>
  file !== ownFile && file !== ${JSON.stringify(`${baseUrl}${NOT_FOUND_FILE}`)} && /\\.(?:html|json|xml)$/.test(file);
events.addEventListener('reload', (event) => {
  const files = event.data.split('\\n').filter(Boolean);
  if (files.length === 0 || !files.every(isOtherPagesFile)) location.reload();
});
events.addEventListener('problem', (event) => {
  let overlay = document.getElementById(${JSON.stringify(DEV_OVERLAY_ID)});
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.id = ${JSON.stringify(DEV_OVERLAY_ID)};
    overlay.setAttribute('role', 'alert');
    overlay.style.cssText = [
      'position:fixed',
      'inset:auto 1rem 1rem 1rem',
      'z-index:2147483647',
      'max-height:60vh',
      'overflow:auto',
      'padding:1rem 1.25rem',
      'border-radius:8px',
      'background:#2b0b0e',
      'color:#ffe3e3',
      'font:14px/1.5 ui-monospace,monospace',
      'box-shadow:0 8px 30px rgba(0,0,0,.4)',
    ].join(';');
    document.body.append(overlay);
  }
  const title = document.createElement('strong');
  title.textContent = 'kran dev: the last change did not build. The page shows the previous build.';
  const text = document.createElement('pre');
  text.style.cssText = 'margin:.5rem 0 0;white-space:pre-wrap';
  text.textContent = event.data;
  overlay.replaceChildren(title, text);
});
`;
}
