import type { PageRoute, RouteManifest, SiteMetadata } from '@kran/content-core';
import type { SiteShell } from '@kran/theme';
import { theme } from '@kran/theme/definition';
import { describe, expect, it } from 'vitest';
import { baseUrlBannerScript } from '../render/base-url-banner';
import { headScript } from '../render/html-document';
import { BASE_SECURITY_HEADERS } from '../output/base-security-headers';
import { contentSecurityPolicy, inlineScriptsOf, securityHeadersOf } from './security-headers';

const locale = {
  code: 'de',
  label: 'Deutsch',
  direction: 'ltr',
  htmlLang: 'de',
  calendar: 'gregory',
  path: 'de',
  baseUrl: '/',
  url: 'https://example.org',
} as const;

const site: SiteMetadata = {
  title: 'Beispiel',
  tagline: '',
  url: 'https://example.org',
  baseUrl: '/',
  locale,
  locales: [locale],
  defaultLocale: 'de',
  trailingSlash: false,
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  baseUrlIssueBanner: true,
  docPaths: {},
  docSidebarPaths: {},
  docSidebars: {},
  docVersions: {},
};

const shell: SiteShell = {
  title: 'Beispiel',
  tagline: '',
  baseUrl: '/',
  navbar: { items: [], hideOnScroll: false },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  announcementBar: { id: 'neu-1', content: 'Neu', isCloseable: true },
};

async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${Buffer.from(digest).toString('base64')}'`;
}

const manifestWith = (content: PageRoute['content']): RouteManifest => ({
  site,
  routes: [{ kind: 'page', path: '/', title: 'Start', description: '', toc: [], content }],
  feeds: [],
  assets: [],
  sourceLinks: [],
  warnings: [],
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and each inline script by its SHA-256 hash, and nothing else inline', async () => {
    const policy = contentSecurityPolicy({ inlineScripts: ['eins()', 'zwei()'], hasLiveCode: false });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' ${await sha256Source('eins()')} ${await sha256Source('zwei()')} 'wasm-unsafe-eval'`,
    );
    expect(policy).not.toContain("'unsafe-inline' ");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('allows the stylesheets and fonts of the hosts the site CSS loads from', () => {
    const policy = contentSecurityPolicy({
      inlineScripts: [],
      hasLiveCode: false,
      stylesheetOrigins: {
        stylesheets: ['https://fonts.googleapis.com'],
        fonts: ['https://fonts.googleapis.com', 'https://fonts.gstatic.com'],
      },
    });
    expect(directivesOf(policy).get('style-src')).toBe("'self' 'unsafe-inline' https://fonts.googleapis.com");
    expect(directivesOf(policy).get('font-src')).toBe(
      "'self' data: https://fonts.googleapis.com https://fonts.gstatic.com",
    );
  });

  it("adds the config's sources to Kran's directives, replaces 'none', and writes directives Kran has not", () => {
    const policy = contentSecurityPolicy({
      inlineScripts: [],
      hasLiveCode: false,
      added: {
        'connect-src': ['https://api.example.org', "'self'"],
        'object-src': ['https://embeds.example.org'],
        'worker-src': ["'self'", 'blob:'],
      },
    });
    const directives = directivesOf(policy);
    expect(directives.get('connect-src')).toBe("'self' https://api.example.org");
    expect(directives.get('object-src')).toBe('https://embeds.example.org');
    expect(directives.get('worker-src')).toBe("'self' blob:");
    expect(directives.get('default-src')).toBe("'self'");
  });

  it('allows eval only for a site with a live code block', () => {
    expect(contentSecurityPolicy({ inlineScripts: [], hasLiveCode: true })).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy({ inlineScripts: [], hasLiveCode: false })).not.toContain("'unsafe-eval'");
  });
});

function directivesOf(policy: string): Map<string, string> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources.join(' ')];
    }),
  );
}

describe('inlineScriptsOf', () => {
  it('is the head script of html-document and, when the site shows it, the base URL banner script', () => {
    expect(inlineScriptsOf(site, shell, theme)).toEqual([headScript(theme, shell), baseUrlBannerScript('/')]);
    expect(inlineScriptsOf({ ...site, baseUrlIssueBanner: false }, shell, theme)).toEqual([headScript(theme, shell)]);
  });

  it("holds every locale's base URL banner, so that the one policy of the output's root serves each locale", () => {
    const english = { ...locale, code: 'en', path: 'en', baseUrl: '/en/' };
    const scripts = (built: typeof locale | typeof english) =>
      inlineScriptsOf({ ...site, locale: built, baseUrl: built.baseUrl, locales: [locale, english] }, shell, theme);
    expect(scripts(english)).toEqual([headScript(theme, shell), baseUrlBannerScript('/'), baseUrlBannerScript('/en/')]);
    expect(scripts(locale)).toEqual(scripts(english));
  });
});

describe('securityHeadersOf', () => {
  it('adds the policy to the base headers and finds live code blocks in the content', () => {
    const plain = securityHeadersOf(
      manifestWith({ type: 'root', children: [{ type: 'element', tagName: 'pre', properties: {}, children: [] }] }),
      shell,
      theme,
    );
    expect(plain).toMatchObject(BASE_SECURITY_HEADERS);
    expect(plain['content-security-policy']).not.toContain("'unsafe-eval'");
    const live = securityHeadersOf(
      manifestWith({
        type: 'root',
        children: [
          {
            type: 'element',
            tagName: 'div',
            properties: {},
            children: [{ type: 'element', tagName: 'pre', properties: { dataLive: true }, children: [] }],
          },
        ],
      }),
      shell,
      theme,
    );
    expect(live['content-security-policy']).toContain("'unsafe-eval'");
  });

  it('writes no policy when the config turns it off, and keeps the other headers', () => {
    const headers = securityHeadersOf(manifestWith({ type: 'root', children: [] }), shell, theme, {
      stylesheetOrigins: { stylesheets: [], fonts: [] },
      config: false,
    });
    expect(headers).toEqual(BASE_SECURITY_HEADERS);
  });
});
