import type { RouteManifest, SiteMetadata } from '@kran/content-core';
import type { SiteShell } from '@kran/theme';
import type { ThemeDefinition } from '@kran/theme/definition';
import { createHash } from 'node:crypto';
import { baseUrlBannerScript } from '../render/base-url-banner.js';
import type { OutputFile } from './feeds.js';
import { SECURITY_HEADERS_FILE } from '../output/output-paths.js';
import { headScript } from '../render/html-document.js';
import { BASE_SECURITY_HEADERS } from '../output/base-security-headers.js';

/** The inline scripts a page of this site can hold, exactly as html-document writes them. */
export function inlineScriptsOf(site: SiteMetadata, shell: SiteShell, theme: ThemeDefinition): string[] {
  return [headScript(theme, shell), ...(site.baseUrlIssueBanner ? [baseUrlBannerScript(site.baseUrl)] : [])];
}

/**
 * A Content-Security-Policy under which a Kran site works: scripts only from the site and the inline scripts
 * by their hash, WebAssembly for the search index, eval only when a page has a live code block (it compiles
 * the code in the browser), inline style attributes (React writes them), images and media from any https
 * host, no plugins, and no framing of the site.
 */
export function contentSecurityPolicy(options: { inlineScripts: string[]; hasLiveCode: boolean }): string {
  const hashes = options.inlineScripts.map(
    (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
  );
  const scriptSources = ["'self'", ...hashes, "'wasm-unsafe-eval'", ...(options.hasLiveCode ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of a site, its Content-Security-Policy included. */
export function securityHeadersOf(
  manifest: RouteManifest,
  shell: SiteShell,
  theme: ThemeDefinition,
): Record<string, string> {
  const hasLiveCode = manifest.routes.some((route) => 'content' in route && containsLiveCode(route.content));
  return {
    ...BASE_SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy({
      inlineScripts: inlineScriptsOf(manifest.site, shell, theme),
      hasLiveCode,
    }),
  };
}

export function securityHeadersFile(manifest: RouteManifest, shell: SiteShell, theme: ThemeDefinition): OutputFile {
  return {
    path: SECURITY_HEADERS_FILE,
    contents: `${JSON.stringify(securityHeadersOf(manifest, shell, theme), null, 2)}\n`,
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
