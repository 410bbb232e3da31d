import type { ConfigPart } from '@kran/contract';
import type { ThemeSiteConfig } from './theme-site-config.js';

// How a package's part of the site config is checked is part of the contract between the packages, defined there.
export type { ConfigKeySchema, ConfigPlace, ConfigProblem, DocsTargets } from '@kran/contract';

/** The part of the site config a theme owns, as a build checks it together with the content's problems. */
export type ThemeConfigPart = Required<ConfigPart<ThemeSiteConfig>>;
