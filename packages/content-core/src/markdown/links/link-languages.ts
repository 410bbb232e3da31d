import { canonicalLanguage } from './language-tags.js';

/** The languages of a site's external links, as `markdown.linkLanguages` sets them, ready for matching. */
export interface ResolvedLinkLanguages {
  /** The language of an external link no prefix matches; without it, such links get no language. */
  default?: string;
  /**
   * URL prefixes (without their `http:`/`https:`) with their language, longest first; no language for sites that
   * show each reader their own.
   */
  byUrl: ReadonlyArray<{ prefix: string; language?: string }>;
}

/**
 * Resolves `markdown.linkLanguages`, leaving out what is not a URL or a language (the config check reports those).
 * The site's own URL counts as a prefix in the site's language, so absolute links into the site stay unmarked
 * unless a longer prefix of the config says otherwise.
 */
export function resolveLinkLanguages(
  config: { default?: unknown; byUrl?: unknown } | undefined,
  site: { url: string; baseUrl: string; locale: string },
): ResolvedLinkLanguages {
  const byUrl = isRecord(config?.byUrl) ? Object.entries(config.byUrl) : [];
  const entries = byUrl.flatMap(([url, language]): Array<{ prefix: string; language?: string }> => {
    const prefix = matchKeyOf(url);
    if (prefix === undefined) return [];
    if (language === false) return [{ prefix }];
    const canonical = typeof language === 'string' ? canonicalLanguage(language) : undefined;
    return canonical === undefined ? [] : [{ prefix, language: canonical }];
  });
  const ownPrefix = matchKeyOf(`${site.url}${site.baseUrl}`);
  if (ownPrefix !== undefined) entries.push({ prefix: ownPrefix, language: site.locale });
  const fallback = typeof config?.default === 'string' ? canonicalLanguage(config.default) : undefined;
  // Stable: of two equal prefixes, the config's comes first.
  return {
    ...(fallback ? { default: fallback } : {}),
    byUrl: entries.sort((a, b) => b.prefix.length - a.prefix.length),
  };
}

/** The language of the text an external http(s) link leads to; undefined for other links or when unknown. */
export function languageOfUrl(url: string, languages: ResolvedLinkLanguages): string | undefined {
  if (!/^(?:https?:)?\/\//i.test(url)) return undefined;
  const key = matchKeyOf(url);
  if (key === undefined) return undefined;
  const match = languages.byUrl.find(({ prefix }) => key.startsWith(prefix));
  return match ? match.language : languages.default;
}

/**
 * A URL as prefixes are compared: parsed (so the host is lower-case and `https://a.de` ends in a slash), with
 * `http:` and `https:` alike. Undefined for what is not an absolute http(s) URL.
 */
export function matchKeyOf(url: string): string | undefined {
  if (!URL.canParse(url, 'https://x/')) return undefined;
  const parsed = new URL(url, 'https://x/');
  if (!/^https?:$/.test(parsed.protocol) || !/^(?:https?:)?\/\//i.test(url)) return undefined;
  return parsed.href.slice(parsed.protocol.length);
}

/** True for an object that is not an array: the shape of `byUrl`. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
