import type { RouteManifest, SiteMetadata } from '@kran/content-core';
import type { SiteShell } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';
import { createHash } from 'node:crypto';
import { baseUrlBannerScript } from '../render/base-url-banner.js';
import type { OutputFile } from './feeds.js';
import { SECURITY_HEADERS_FILE } from '../output/output-paths.js';
import { headScript } from '../render/html-document.js';
import { BASE_SECURITY_HEADERS } from '../output/base-security-headers.js';
import type { ContentSecurityPolicyConfig } from '../config/content-security-policy-config.js';
import type { StylesheetOrigins } from '../bundle/stylesheet-origins.js';
import { headTagSourcesOf } from './head-tag-sources.js';

/**
 * The inline scripts a page of this site can hold, exactly as html-document writes them; of a site in several
 * languages, those of every locale's pages (the base URL banner names the locale's base URL), so that one policy
 * serves them all, as a host serving the whole output from its root sends it.
 */
export function inlineScriptsOf(site: SiteMetadata, shell: SiteShell, theme: ThemeDefinition): string[] {
  const baseUrls = [...new Set(site.locales.map((locale) => locale.baseUrl))];
  return [headScript(theme, shell), ...(site.baseUrlIssueBanner ? baseUrls.map(baseUrlBannerScript) : [])];
}

/** What a site's policy allows beyond what every Kran site needs. */
export interface PolicyOptions {
  inlineScripts: string[];
  hasLiveCode: boolean;
  /** The hosts the site's CSS and the config's stylesheets load stylesheets and fonts from. */
  stylesheetOrigins?: StylesheetOrigins;
  /** The hosts the config's scripts load from. */
  scriptOrigins?: string[];
  /** The sources the site's config adds, by directive. */
  added?: Exclude<ContentSecurityPolicyConfig, false>;
}

/**
 * A Content-Security-Policy under which a Kran site works: scripts only from the site and the inline scripts
 * by their hash, WebAssembly for the search index, eval only when a page has a live code block (it compiles
 * the code in the browser), inline style attributes (React writes them), stylesheets and fonts from the site and
 * the hosts its CSS imports them from, images and media from any https host, no plugins, and no framing of the
 * site; with the sources the site's config adds to each directive.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const hashes = options.inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  const { stylesheets = [], fonts = [] } = options.stylesheetOrigins ?? {};
  const directives = new Map<string, string[]>([
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...hashes,
        "'wasm-unsafe-eval'",
        ...(options.hasLiveCode ? ["'unsafe-eval'"] : []),
        ...(options.scriptOrigins ?? []),
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'", ...stylesheets]],
    ['img-src', ["'self'", 'data:', 'https:']],
    ['media-src', ["'self'", 'https:']],
    ['font-src', ["'self'", 'data:', ...fonts]],
    ['connect-src', ["'self'"]],
    ['frame-src', ['https:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]);
  for (const [directive, sources = []] of Object.entries(options.added ?? {})) {
    const written = (directives.get(directive) ?? []).filter((source) => source !== "'none'");
    directives.set(directive, [...new Set([...written, ...sources])]);
  }
  return [...directives].map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}

/** What the site's policy follows besides its pages: what its CSS loads, and its config's `contentSecurityPolicy`. */
export interface SitePolicyInputs {
  stylesheetOrigins: StylesheetOrigins;
  /** Inline scripts of pages besides the theme's (redirect pages). */
  inlineScripts?: string[];
  config?: ContentSecurityPolicyConfig;
}

/** Every security header of a site, its Content-Security-Policy included unless the config turns it off. */
export function securityHeadersOf(
  manifest: RouteManifest,
  shell: SiteShell,
  theme: ThemeDefinition,
  inputs: SitePolicyInputs = { stylesheetOrigins: { stylesheets: [], fonts: [] } },
): Record<string, string> {
  if (inputs.config === false) return { ...BASE_SECURITY_HEADERS };
  const hasLiveCode = manifest.routes.some((route) => 'content' in route && containsLiveCode(route.content));
  const headTags = headTagSourcesOf(manifest.site.headTags);
  return {
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy({
      inlineScripts: [
        ...inlineScriptsOf(manifest.site, shell, theme),
        ...(inputs.inlineScripts ?? []),
        ...headTags.inlineScripts,
      ],
      hasLiveCode,
      stylesheetOrigins: {
        stylesheets: [...new Set([...inputs.stylesheetOrigins.stylesheets, ...headTags.stylesheetOrigins.stylesheets])],
        fonts: [...new Set([...inputs.stylesheetOrigins.fonts, ...headTags.stylesheetOrigins.fonts])],
      },
      ...(headTags.scriptOrigins.length > 0 ? { scriptOrigins: headTags.scriptOrigins } : {}),
      ...(inputs.config ? { added: inputs.config } : {}),
    }),
  };
}

export function securityHeadersFile(
  manifest: RouteManifest,
  shell: SiteShell,
  theme: ThemeDefinition,
  inputs?: SitePolicyInputs,
): OutputFile {
  return {
    path: SECURITY_HEADERS_FILE,
    contents: `${JSON.stringify(securityHeadersOf(manifest, shell, theme, inputs), null, 2)}\n`,
  };
}

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] };

/**
 * Whether each content tree holds a live code block. content-core hands `kran dev`'s rebuilds the same tree for
 * content an edit did not change, so a rebuild walks only the changed pages' trees.
 */
const liveCodeOfContent = new WeakMap<HastNode, boolean>();

function containsLiveCode(root: HastNode): boolean {
  let hasLiveCode = liveCodeOfContent.get(root);
  if (hasLiveCode === undefined) liveCodeOfContent.set(root, (hasLiveCode = walksToLiveCode(root)));
  return hasLiveCode;
}

function walksToLiveCode(root: HastNode): boolean {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.tagName === 'pre' && node.properties?.dataLive === true) return true;
    if (node.children) stack.push(...node.children);
  }
  return false;
}
