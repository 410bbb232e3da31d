import { configPartKeysOf, joinConfigKeys } from '@kran/contract';
import type { ConfigPart } from '@kran/content-core';
import type { ThemeDefinition } from '@kran/theme/definition';
import { clientRedirectsProblems } from './client-redirects-config.js';
import {
  CSP_SOURCE_DIRECTIVES,
  contentSecurityPolicyProblems,
  type CspSourceDirective,
} from './content-security-policy-config.js';
import { customCssProblems } from './custom-css.js';
import { sassConfigProblems } from './sass-config.js';
import type { KranConfig, SsgCliConfig } from './load-config.js';
import { themePartProblems } from './theme-part-problems.js';

/** The keys of ssg-cli's own part of the config, held to SsgCliConfig by the compiler. */
const SSG_CLI_KEYS = configPartKeysOf<SsgCliConfig>({
  theme: { package: true },
  // The directives' names are the list the type is made of.
  contentSecurityPolicy: Object.fromEntries(CSP_SOURCE_DIRECTIVES.map((directive) => [directive, true])) as Record<
    CspSourceDirective,
    true
  >,
  clientRedirects: {
    redirects: { from: true, to: true },
    createRedirects: true,
    fromExtensions: true,
    toExtensions: true,
  },
  sass: { sassOptions: { loadPaths: true, includePaths: true, quietDeps: true, silenceDeprecations: true } },
});

/**
 * The part of the config content-core checks with the content for ssg-cli: the theme's keys with `theme.package`,
 * which ssg-cli reads to find the theme, and the theme's checks with ssg-cli's of what the config names in the site
 * folder (overrides, message keys, customCss), and ssg-cli's own `contentSecurityPolicy`,
 * `clientRedirects` and `sass`. So one build reports every problem of the config.
 */
export function configPartOf(theme: ThemeDefinition, siteDir: string): ConfigPart {
  return {
    keys: joinConfigKeys(theme.config.keys, SSG_CLI_KEYS),
    check: (config: KranConfig, docs) => theme.config.check(config, docs),
    checkWithoutContent: (config: KranConfig) => [
      ...theme.config.checkWithoutContent(config),
      ...themePartProblems(config, siteDir, theme),
      ...customCssProblems(siteDir, config.customCss),
      ...contentSecurityPolicyProblems(config.contentSecurityPolicy),
      ...clientRedirectsProblems(config.clientRedirects),
      ...sassConfigProblems(siteDir, config.sass),
    ],
  };
}
