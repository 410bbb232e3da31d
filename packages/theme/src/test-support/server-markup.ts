import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { vi } from 'vitest';

const LAYOUT_EFFECT_ON_SERVER = 'useLayoutEffect does nothing on the server';

/**
 * Renders an element as prerendering does. In jsdom, React Router takes the server for a browser and uses layout
 * effects, which React warns about once per component; that warning is dropped, every other one still reaches the log.
 */
export function renderServerMarkup(element: ReactElement, { isStatic = false } = {}): string {
  const log = console.error;
  const consoleError = vi.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (!String(message).includes(LAYOUT_EFFECT_ON_SERVER)) log(message, ...rest);
  });
  try {
    return isStatic ? renderToStaticMarkup(element) : renderToString(element);
  } finally {
    consoleError.mockRestore();
  }
}
