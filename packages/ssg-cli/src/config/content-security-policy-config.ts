import type { ConfigProblem } from '@kran/content-core';

/** The Content-Security-Policy directives that take a list of sources, which a site may add sources to. */
export const CSP_SOURCE_DIRECTIVES = [
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'media-src',
  'font-src',
  'connect-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;

export type CspSourceDirective = (typeof CSP_SOURCE_DIRECTIVES)[number];

/**
 * `contentSecurityPolicy` in site.config.ts: sources added to the policy Kran writes, by directive
 * (`{ 'font-src': ['https://fonts.example.org'] }`), or `false` for no policy (the host sends its own).
 */
export type ContentSecurityPolicyConfig = false | Partial<Record<CspSourceDirective, string[]>>;

// A source is one token: a host, a scheme, a quoted keyword or hash; spaces, `;` and `,` would end it.
const SOURCE = /^[^\s;,]+$/;

/** What is wrong with the site's `contentSecurityPolicy`, each at its place (unknown directives are the key check's). */
export function contentSecurityPolicyProblems(policy: unknown): ConfigProblem[] {
  if (policy === undefined || policy === false) return [];
  const hint =
    "Give the sources to allow beyond Kran's by directive, e.g. `contentSecurityPolicy: { 'font-src': ['https://fonts.example.org'] }`, or `false` for none.";
  if (typeof policy !== 'object' || policy === null || Array.isArray(policy))
    return [
      {
        message: `contentSecurityPolicy is ${JSON.stringify(policy)}, not sources by directive.`,
        at: { path: ['contentSecurityPolicy'], key: 'contentSecurityPolicy' },
        hint,
      },
    ];
  return Object.entries(policy).flatMap(([directive, sources]: [string, unknown]): ConfigProblem[] => {
    const at = { path: ['contentSecurityPolicy', directive], key: directive, after: 'contentSecurityPolicy' };
    if (!Array.isArray(sources))
      return [
        {
          message: `contentSecurityPolicy['${directive}'] is ${JSON.stringify(sources)}, not a list of sources.`,
          at,
          hint,
        },
      ];
    return sources.flatMap((source: unknown, index): ConfigProblem[] =>
      typeof source === 'string' && SOURCE.test(source)
        ? []
        : [
            {
              message: `contentSecurityPolicy['${directive}'][${index}] is ${JSON.stringify(source)}, which is not one source.`,
              at: {
                path: ['contentSecurityPolicy', directive, index],
                key: directive,
                ...(typeof source === 'string' ? { value: source } : {}),
              },
              hint: "Write each source as its own string without spaces: 'https://cdn.example.org', 'data:' or \"'self'\".",
            },
          ],
    );
  });
}
