import type { TranslatableTexts } from '@kran/content-core';
import type { FooterConfig, NavbarConfig, NavbarItemConfig, ThemeSiteConfig } from '@kran/theme';

/** The translatable texts of the navbar and the footer, each from its file of `docusaurus-theme-classic/`. */
export interface NavbarFooterTexts {
  navbar: TranslatableTexts;
  footer: TranslatableTexts;
}

/**
 * The theme's part of the config with the navbar's and the footer's words translated, keyed as Docusaurus keys
 * them: `title`, `logo.alt`, `item.label.<label>` (dropdown links too) in `navbar.json`; `link.title.<title>`,
 * `link.item.label.<label>` and `copyright` in `footer.json`.
 */
export function translateNavbarFooter<Config extends ThemeSiteConfig>(
  config: Config,
  texts: NavbarFooterTexts,
): Config {
  return {
    ...config,
    ...(config.navbar ? { navbar: translateNavbar(config.navbar, texts.navbar) } : {}),
    ...(config.footer ? { footer: translateFooter(config.footer, texts.footer) } : {}),
  };
}

function translateNavbar(navbar: NavbarConfig, texts: TranslatableTexts): NavbarConfig {
  const itemLabel = (label: string) => texts.text(`item.label.${label}`, label, `Navbar item with label ${label}`);
  const title =
    navbar.title === undefined ? {} : { title: texts.text('title', navbar.title, 'The title in the navbar') };
  const logo = navbar.logo
    ? { logo: { ...navbar.logo, alt: texts.text('logo.alt', navbar.logo.alt, 'The alt text of navbar logo') } }
    : {};
  const items = navbar.items.map((item): NavbarItemConfig => {
    const labelled =
      'label' in item && typeof item.label === 'string' ? { ...item, label: itemLabel(item.label) } : item;
    if (labelled.type !== 'dropdown') return labelled;
    return { ...labelled, items: labelled.items.map((link) => ({ ...link, label: itemLabel(link.label) })) };
  });
  return { ...navbar, ...title, ...logo, items };
}

function translateFooter(footer: FooterConfig, texts: TranslatableTexts): FooterConfig {
  const links = footer.links?.map((group) => ({
    ...group,
    // A group without a title (`title: null`) has no title to translate, as in Docusaurus's footer.json.
    ...(typeof group.title === 'string'
      ? {
          title: texts.text(
            `link.title.${group.title}`,
            group.title,
            `The title of the footer links column with title=${group.title} in the footer`,
          ),
        }
      : {}),
    items: group.items.map((item) => {
      if ('html' in item) return item;
      const target = 'to' in item ? item.to : item.href;
      const description = `The label of footer link with label=${item.label} linking to ${target}`;
      return { ...item, label: texts.text(`link.item.label.${item.label}`, item.label, description) };
    }),
  }));
  const copyright =
    footer.copyright === undefined
      ? {}
      : { copyright: texts.text('copyright', footer.copyright, 'The footer copyright') };
  return { ...footer, ...(links ? { links } : {}), ...copyright };
}
