import type { ConfigKeySchema } from './config-part.js';
import type { ThemeSiteConfig } from './theme-site-config.js';

const LINK: ConfigKeySchema = { keys: ['label', 'to', 'href'] };

/** The keys of the theme's part of the site config, at every level. */
export const THEME_CONFIG_KEYS: Record<keyof ThemeSiteConfig, ConfigKeySchema> = {
  navbar: {
    keys: ['title', 'logo', 'items', 'hideOnScroll'],
    nested: {
      logo: { keys: ['alt', 'src', 'srcDark'] },
      items: {
        keys: ['type', 'label', 'to', 'href', 'docId', 'docsId', 'sidebarId', 'items', 'position'],
        nested: { items: LINK },
      },
    },
  },
  footer: { keys: ['links', 'copyright'], nested: { links: { keys: ['title', 'items'], nested: { items: LINK } } } },
  colorMode: { keys: ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme'] },
  announcementBar: { keys: ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable'] },
  theme: { keys: ['components', 'messages'] },
};
