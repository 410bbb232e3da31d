/** The hosts a site's CSS loads from, by what it loads: stylesheets (`@import`) and fonts. */
export interface StylesheetOrigins {
  stylesheets: string[];
  fonts: string[];
}

// Font services whose stylesheets point at fonts on another host, which the browser cannot know before loading them.
const FONT_HOSTS_OF_STYLESHEET_HOSTS: Readonly<Record<string, readonly string[]>> = {
  'https://fonts.googleapis.com': ['https://fonts.gstatic.com'],
  'https://api.fontshare.com': ['https://cdn.fontshare.com'],
};

// A URL in quotes (which may hold `;`, as Google Fonts' do) or bare.
const URL_TEXT = String.raw`(?:"([^"]+)"|'([^']+)'|([^"'\s);]+))`;
const IMPORT = new RegExp(String.raw`@import\s*(?:url\(\s*)?${URL_TEXT}`, 'gi');
const URL_FUNCTION = new RegExp(String.raw`url\(\s*${URL_TEXT}\s*\)`, 'gi');
const OTHER_HOST = /^(https?:)?\/\//i;
const FONT_FACE = /@font-face\s*\{[^}]*\}/gi;
const FONT_FILE = /\.(woff2?|ttf|otf|eot)([?#]|$)/i;

/**
 * The origins of other hosts the CSS loads stylesheets and fonts from: each `@import` of a URL (a web font
 * service's stylesheet, whose fonts come from its own host or, for the services listed above, from their font host),
 * and each font file of an `@font-face` or with a font's extension.
 */
export function stylesheetOriginsOf(css: string): StylesheetOrigins {
  const fontFaceUrls = [...css.matchAll(FONT_FACE)].flatMap(([block]) => urlsOf(block, URL_FUNCTION));
  const fontFileUrls = urlsOf(css, URL_FUNCTION).filter((url) => FONT_FILE.test(url));
  return stylesheetUrlOrigins(urlsOf(css, IMPORT), [...fontFaceUrls, ...fontFileUrls]);
}

/**
 * The origins of stylesheets loaded from other hosts (by `@import` or a page's `<link>`), whose fonts come from the
 * same host or a font service's font host, with those of font files; a URL of the site itself adds none.
 */
export function stylesheetUrlOrigins(stylesheetUrls: string[], fontUrls: string[] = []): StylesheetOrigins {
  const stylesheets = otherHostOrigins(stylesheetUrls);
  const fonts = [
    ...stylesheets.flatMap((origin) => [origin, ...(FONT_HOSTS_OF_STYLESHEET_HOSTS[origin] ?? [])]),
    ...fontUrls.flatMap(originOf),
  ];
  return { stylesheets: [...new Set(stylesheets)], fonts: [...new Set(fonts)] };
}

/** The URLs of other hosts the pattern finds. */
function urlsOf(css: string, pattern: RegExp): string[] {
  return [...css.matchAll(pattern)]
    .map(([, doubleQuoted, singleQuoted, bare]) => (doubleQuoted ?? singleQuoted ?? bare)!)
    .filter((url) => OTHER_HOST.test(url));
}

/** The origins of the URLs that name other hosts than the site's, each once. */
export function otherHostOrigins(urls: string[]): string[] {
  return [...new Set(urls.filter((url) => OTHER_HOST.test(url)).flatMap(originOf))];
}

/** A URL's origin; a protocol-relative URL is loaded over https from an https site. */
function originOf(url: string): string[] {
  try {
    return [new URL(url.startsWith('//') ? `https:${url}` : url).origin];
  } catch {
    return [];
  }
}
