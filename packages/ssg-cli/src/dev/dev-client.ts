import { DEV_EVENTS_FILE } from '../output/output-paths.js';

export const DEV_OVERLAY_ID = 'kran-dev-problem';

/** The script `kran dev` adds to every page: reloads after a rebuild, shows a failed build's problem over the page. */
export function devClientSource(baseUrl: string): string {
  return `const events = new EventSource(${JSON.stringify(`${baseUrl}${DEV_EVENTS_FILE}`)});
events.addEventListener('reload', () => location.reload());
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
