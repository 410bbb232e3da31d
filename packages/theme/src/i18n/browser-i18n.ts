import { createI18n, type I18n, type I18nOptions } from './i18n.js';
import { prerenderedDateTexts } from './prerendered-dates.js';

/** In the browser: the site's i18n, giving the dates the prerendered page shows as the server wrote them. */
export function createBrowserI18n(options: I18nOptions): I18n {
  if (typeof document === 'undefined') return createI18n(options);
  return createI18n({ ...options, dateTexts: prerenderedDateTexts(document) });
}
