// Maps a Kran site config onto the Docusaurus 2 config and sidebars that build the same content.

/**
 * @typedef {import('@kran/ssg-cli').KranConfig} SiteConfig
 * @typedef {import('@kran/content-core').BlogInstanceConfig} BlogInstanceConfig
 * @typedef {import('@kran/content-core').DocsInstanceConfig} DocsInstanceConfig
 * @typedef {NonNullable<SiteConfig['navbar']>['items'][number]} NavbarItemConfig
 * @typedef {import('@kran/content-core').SidebarItemConfig} SidebarItemConfig
 * @typedef {{ type: 'doc'; id: string; label?: string }} DocusaurusDocItem
 * @typedef {{ type: 'link'; label: string; href: string }} DocusaurusLinkItem
 * @typedef {{ type: 'category'; label: string; collapsed: boolean; items: DocusaurusSidebarItem[] }} DocusaurusCategoryItem
 * @typedef {string | DocusaurusDocItem | DocusaurusLinkItem | DocusaurusCategoryItem} DocusaurusSidebarItem
 */

/**
 * Kran's navbar item -> Docusaurus navbar item (the shapes match except for dropdown children).
 * @param {NavbarItemConfig} item
 */
function toNavbarItem(item) {
  if (item.type === 'doc')
    return {
      type: 'doc',
      docId: item.docId,
      label: item.label,
      position: item.position ?? 'left',
      ...(item.docsId ? { docsPluginId: item.docsId } : {}),
    };
  if (item.type === 'docSidebar')
    return {
      type: 'docSidebar',
      sidebarId: item.sidebarId,
      label: item.label,
      position: item.position ?? 'left',
      ...(item.docsId ? { docsPluginId: item.docsId } : {}),
    };
  if (item.type === 'dropdown')
    return { type: 'dropdown', label: item.label, position: item.position ?? 'left', items: item.items.map(toLink) };
  if (item.type === 'docsVersionDropdown' || item.type === 'docsVersion')
    return {
      type: item.type,
      position: item.position ?? 'left',
      ...('label' in item && item.label ? { label: item.label } : {}),
      ...(item.docsId ? { docsPluginId: item.docsId } : {}),
    };
  return { ...toLink(item), position: item.position ?? 'left' };
}

/**
 * A navbar or footer link; a navbar's icon link has an `aria-label` and a `className` instead of a label.
 * @param {{ label?: string; href?: string; to?: string; 'aria-label'?: string; className?: string }} item
 */
function toLink(item) {
  const target = item.href !== undefined ? { href: item.href } : { to: item.to };
  return {
    ...(item.label !== undefined ? { label: item.label } : {}),
    ...target,
    ...(item['aria-label'] ? { 'aria-label': item['aria-label'] } : {}),
    ...(item.className ? { className: item.className } : {}),
  };
}

/**
 * Kran reads sidebars as Docusaurus writes them (items and the category shorthand), so they are handed over as
 * they are, as plain data.
 * @param {SidebarItemConfig[] | import('@kran/content-core').SidebarCategoriesShorthand} items
 * @returns {DocusaurusSidebarItem[]}
 */
export function toSidebarItems(items) {
  return JSON.parse(JSON.stringify(items));
}

/** @param {BlogInstanceConfig} blog */
function blogOptions(blog) {
  return {
    ...(blog.id === 'default' ? {} : { id: blog.id }),
    path: blog.path,
    routeBasePath: blog.routeBasePath,
    showReadingTime: blog.showReadingTime ?? true,
    postsPerPage: blog.postsPerPage ?? 10,
    ...(blog.title ? { blogTitle: blog.title } : {}),
    ...(blog.description ? { blogDescription: blog.description } : {}),
    ...(blog.sidebarTitle ? { blogSidebarTitle: blog.sidebarTitle } : {}),
    ...(blog.sidebarCount ? { blogSidebarCount: blog.sidebarCount } : {}),
    ...(blog.authorsMapPath ? { authorsMapPath: blog.authorsMapPath } : {}),
    feedOptions: { type: ['rss', 'atom'] },
  };
}

/**
 * @param {DocsInstanceConfig} docs
 * @param {string | undefined} sidebarPath
 */
function docsOptions(docs, sidebarPath) {
  return {
    ...(docs.id === 'default' ? {} : { id: docs.id }),
    path: docs.path,
    routeBasePath: docs.routeBasePath,
    sidebarPath,
    ...(docs.editUrl ? { editUrl: docs.editUrl } : {}),
  };
}

/** @param {SiteConfig} config */
function themeConfig(config) {
  const { navbar, footer, colorMode, announcementBar, tableOfContents } = config;
  return {
    ...(navbar
      ? {
          navbar: {
            ...(navbar.title ? { title: navbar.title } : {}),
            ...(navbar.logo ? { logo: navbar.logo } : {}),
            hideOnScroll: navbar.hideOnScroll ?? false,
            items: navbar.items.map(toNavbarItem),
          },
        }
      : {}),
    ...(footer
      ? {
          footer: {
            links: (footer.links ?? []).map((group) => ({
              title: group.title,
              items: group.items.map((item) => ('html' in item ? { html: item.html } : toLink(item))),
            })),
            ...(footer.copyright ? { copyright: footer.copyright } : {}),
          },
        }
      : {}),
    ...(colorMode ? { colorMode } : {}),
    ...(announcementBar ? { announcementBar } : {}),
    ...(tableOfContents ? { tableOfContents } : {}),
  };
}

/**
 * The Docusaurus 2.4.3 config for a Kran site config. The first blog and docs instance with id `default`
 * go into the classic preset, every other instance becomes its own plugin entry; `sidebarPaths` maps a
 * docs instance id to the sidebars file written beside the config.
 * @typedef {ReturnType<typeof docsOptions>} DocsOptions
 * @typedef {ReturnType<typeof blogOptions>} BlogOptions
 * @typedef {{ docs: DocsOptions | false; blog: BlogOptions | false; pages: { path: string } | false }} PresetOptions
 * @typedef {['@docusaurus/plugin-content-docs', DocsOptions] | ['@docusaurus/plugin-content-blog', BlogOptions]} PluginEntry
 * @param {SiteConfig} config
 * @param {{ sidebarPaths: Record<string, string>; includePages: boolean }} options
 */
export function toDocusaurusConfig(config, { sidebarPaths, includePages }) {
  const blogs = config.blogs ?? [];
  const docs = config.docs ?? [];
  const defaultBlog = blogs.find((blog) => blog.id === 'default');
  const defaultDocs = docs.find((instance) => instance.id === 'default');
  const locale = config.locale?.code ?? 'de';
  return {
    title: config.title,
    ...(config.tagline ? { tagline: config.tagline } : {}),
    url: config.url,
    baseUrl: config.baseUrl ?? '/',
    ...(config.favicon ? { favicon: config.favicon } : {}),
    trailingSlash: config.trailingSlash ?? false,
    onBrokenLinks: config.onBrokenLinks ?? 'throw',
    onBrokenMarkdownLinks: config.onBrokenMarkdownLinks ?? 'warn',
    onDuplicateRoutes: config.onDuplicateRoutes ?? 'warn',
    i18n: {
      defaultLocale: locale,
      locales: [locale],
      localeConfigs: {
        [locale]: { label: config.locale?.label ?? 'Deutsch', direction: config.locale?.direction ?? 'ltr' },
      },
    },
    ...(config.staticDir ? { staticDirectories: [config.staticDir] } : {}),
    presets: /** @type {[string, PresetOptions][]} */ ([
      [
        '@docusaurus/preset-classic',
        {
          docs: defaultDocs ? docsOptions(defaultDocs, sidebarPaths[defaultDocs.id]) : false,
          blog: defaultBlog ? blogOptions(defaultBlog) : false,
          pages: includePages && config.pages !== false ? { path: config.pages?.path ?? 'pages' } : false,
        },
      ],
    ]),
    plugins: /** @type {PluginEntry[]} */ ([
      ...docs
        .filter((instance) => instance !== defaultDocs)
        .map((instance) => ['@docusaurus/plugin-content-docs', docsOptions(instance, sidebarPaths[instance.id])]),
      ...blogs
        .filter((blog) => blog !== defaultBlog)
        .map((blog) => ['@docusaurus/plugin-content-blog', blogOptions(blog)]),
    ]),
    themeConfig: themeConfig(config),
  };
}

/**
 * The Docusaurus 3.10 config for a Kran site config, as a team starting today writes it: the same site as
 * toDocusaurusConfig's, built with Docusaurus Faster (`future.faster: true`: Rspack with its persistent cache, SWC,
 * Lightning CSS, worker threads for the static pages; it needs the v4 flag that drops the legacy head attribute),
 * `.md` files read as CommonMark and `.mdx` files as MDX (`markdown.format: 'detect'`), and the broken markdown link
 * setting where Docusaurus 3 reads it.
 * @param {SiteConfig} config
 * @param {{ sidebarPaths: Record<string, string>; includePages: boolean }} options
 */
export function toDocusaurusFasterConfig(config, options) {
  const { onBrokenMarkdownLinks, ...sameAsVersion2 } = toDocusaurusConfig(config, options);
  return {
    ...sameAsVersion2,
    markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks } },
    future: { v4: { removeLegacyPostBuildHeadAttribute: true }, faster: true },
  };
}

/**
 * A CommonJS module exporting a JSON-safe value, as Docusaurus 2 and 3 load their config and sidebars files.
 * @param {unknown} value
 */
export function moduleSource(value) {
  return `// Generated by tooling/bench for the Docusaurus comparison; not part of the Kran repository.\nmodule.exports = ${JSON.stringify(value, null, 2)};\n`;
}
