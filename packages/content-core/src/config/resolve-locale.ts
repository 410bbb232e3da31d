import type { SiteConfig } from './config.js';

export interface ResolvedLocale {
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
}

/** Docusaurus's default locale. */
const DEFAULT_LOCALE = 'en';

/**
 * The site's locale with what its config leaves out: English when none is set, the label as the language names
 * itself (`Deutsch`), the direction its script is written in (`rtl` for Arabic or Hebrew).
 */
export function resolveLocale(locale: SiteConfig['locale']): ResolvedLocale {
  const code = locale?.code ?? DEFAULT_LOCALE;
  return { code, label: locale?.label ?? ownName(code), direction: locale?.direction ?? directionOf(code) };
}

function ownName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

function directionOf(code: string): 'ltr' | 'rtl' {
  try {
    // textInfo is a getter in V8 (Node 20), a method in the proposal's later drafts.
    const locale = new Intl.Locale(code) as Intl.Locale & {
      textInfo?: { direction?: string };
      getTextInfo?: () => { direction?: string };
    };
    const textInfo = locale.getTextInfo?.() ?? locale.textInfo;
    return textInfo?.direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}
