import type { ConfigProblem } from '@kran/content-core';

/** A redirect of `clientRedirects.redirects`: from one path or several to a route of the site. */
export interface ClientRedirect {
  from: string | string[];
  to: string;
}

/**
 * `clientRedirects` in site.config.ts: the options of @docusaurus/plugin-client-redirects, as they are. Each redirect
 * becomes an HTML page at its `from` path that sends the reader on to its `to` route.
 */
export interface ClientRedirectsConfig {
  redirects?: ClientRedirect[];
  /** For each route of the site, the paths that lead to it. */
  createRedirects?: (existingPath: string) => string | string[] | null | undefined;
  /** `['html']`: `/page.html` leads to the route `/page`. */
  fromExtensions?: string[];
  /** `['html']`: `/page` leads to the route `/page.html`. */
  toExtensions?: string[];
}

/** A path as Docusaurus accepts one for a redirect: it starts with `/` and has no query or #anchor. */
export function isValidPathname(text: string): boolean {
  if (!text.startsWith('/')) return false;
  try {
    const { pathname } = new URL(text, 'https://site.example');
    return pathname === text || pathname === encodeURI(text);
  } catch {
    return false;
  }
}

/** What is wrong with an extension of `fromExtensions` or `toExtensions`, as the plugin checks it. */
function extensionProblem(extension: unknown): string | undefined {
  if (typeof extension !== 'string' || extension === '') return 'is not an extension';
  if (extension.includes('.')) return 'contains a "." (dot), which is not allowed';
  if (extension.includes('/')) return 'contains a "/" (slash), which is not allowed';
  if (encodeURIComponent(extension) !== extension) return 'contains characters a URL cannot hold';
  return undefined;
}

const PATH_HINT = 'Write a path of the site without its base URL, query or #anchor, e.g. `/docs/intro`.';

/** Every problem of `clientRedirects` that needs no routes to find, each at its place in the config. */
export function clientRedirectsProblems(option: unknown): ConfigProblem[] {
  if (option === undefined) return [];
  if (typeof option !== 'object' || option === null || Array.isArray(option))
    return [
      {
        message: `clientRedirects is ${JSON.stringify(option)}, not the options of the redirects.`,
        at: { path: ['clientRedirects'], key: 'clientRedirects' },
        hint: "Give the options of @docusaurus/plugin-client-redirects: `clientRedirects: { redirects: [{ from: '/old', to: '/new' }] }`.",
      },
    ];
  const { redirects = [], createRedirects, fromExtensions = [], toExtensions = [] } = option as Record<string, unknown>;
  return [
    ...redirectsProblems(redirects),
    ...(createRedirects === undefined || typeof createRedirects === 'function'
      ? []
      : [
          {
            message: 'clientRedirects.createRedirects is not a function.',
            at: { path: ['clientRedirects', 'createRedirects'], key: 'createRedirects' },
            hint: "Give a function of a route's path that returns the paths leading to it: `(path) => path.replace('/docs/', '/old-docs/')`.",
          },
        ]),
    ...extensionsProblems('fromExtensions', fromExtensions),
    ...extensionsProblems('toExtensions', toExtensions),
  ];
}

function redirectsProblems(redirects: unknown): ConfigProblem[] {
  if (!Array.isArray(redirects))
    return [
      {
        message: 'clientRedirects.redirects is not a list of redirects.',
        at: { path: ['clientRedirects', 'redirects'], key: 'redirects' },
        hint: "List them as `redirects: [{ from: '/old', to: '/new' }]`.",
      },
    ];
  return redirects.flatMap((redirect: unknown, index): ConfigProblem[] => {
    const place = ['clientRedirects', 'redirects', index];
    const { from, to } = (typeof redirect === 'object' && redirect !== null ? redirect : {}) as Record<string, unknown>;
    const froms = Array.isArray(from) ? from.map((path: unknown, at) => [path, [...place, 'from', at]] as const) : [];
    const paths = [
      ...(Array.isArray(from) ? froms : [[from, [...place, 'from']] as const]),
      [to, [...place, 'to']] as const,
    ];
    return paths.flatMap(([path, at]): ConfigProblem[] =>
      typeof path === 'string' && isValidPathname(path)
        ? []
        : [
            {
              message: `clientRedirects.redirects[${index}]${placeName(at.slice(3))} is ${JSON.stringify(path)}, which is not a path of the site.`,
              at: { path: at, key: String(at[3]), ...(typeof path === 'string' ? { value: path } : {}) },
              hint: PATH_HINT,
            },
          ],
    );
  });
}

/** `.from[1]` for the steps `['from', 1]`. */
const placeName = (steps: readonly (string | number)[]) =>
  steps.map((step) => (typeof step === 'number' ? `[${step}]` : `.${step}`)).join('');

function extensionsProblems(key: 'fromExtensions' | 'toExtensions', extensions: unknown): ConfigProblem[] {
  const list = Array.isArray(extensions) ? extensions : [extensions];
  return list.flatMap((extension: unknown, index): ConfigProblem[] => {
    const problem = extensionProblem(extension);
    if (!problem) return [];
    const at = Array.isArray(extensions) ? ['clientRedirects', key, index] : ['clientRedirects', key];
    return [
      {
        message: `clientRedirects.${key}${Array.isArray(extensions) ? `[${index}]` : ''} is ${JSON.stringify(extension)}, which ${problem}.`,
        at: { path: at, key, ...(typeof extension === 'string' ? { value: extension } : {}) },
        hint: `List extensions without the dot, e.g. \`${key}: ['html']\`; for other redirects, write \`createRedirects\`.`,
      },
    ];
  });
}
