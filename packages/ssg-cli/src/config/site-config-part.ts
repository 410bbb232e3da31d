import type { ConfigPart } from '@kran/content-core';
import type { ThemeDefinition } from '@kran/theme/definition';
import { CLIENT_REDIRECTS_KEYS, clientRedirectsProblems } from './client-redirects-config.js';
import { CSP_SOURCE_DIRECTIVES, contentSecurityPolicyProblems } from './content-security-policy-config.js';
import { customCssProblems } from './custom-css.js';
import type { KranConfig } from './load-config.js';
import { themePartProblems } from './theme-part-problems.js';

/**
 * The part of the config content-core checks with the content for ssg-cli: the theme's keys with `theme.package`,
 * which ssg-cli reads to find the theme, and the theme's checks with ssg-cli's of what the config names in the site
 * folder (overrides, message keys, customCss), and ssg-cli's own `contentSecurityPolicy` and
 * `clientRedirects`. So one build reports every problem of the config.
 */
export function configPartOf(theme: ThemeDefinition, siteDir: string): ConfigPart {
  const keys = theme.config.keys;
  return {
    keys: {
      ...keys,
      theme: { ...keys.theme, keys: [...keys.theme.keys, 'package'] },
      contentSecurityPolicy: { keys: CSP_SOURCE_DIRECTIVES },
      clientRedirects: CLIENT_REDIRECTS_KEYS,
    },
    check: (config: KranConfig, docs) => [
      ...theme.config.check(config, docs),
      ...themePartProblems(config, siteDir, theme),
      ...customCssProblems(siteDir, config.customCss),
      ...contentSecurityPolicyProblems(config.contentSecurityPolicy),
      ...clientRedirectsProblems(config.clientRedirects),
    ],
  };
}
