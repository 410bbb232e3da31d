import { TranslatableTexts, type TranslationFile } from '@kran/content-core';
import type { ThemeSiteConfig } from '@kran/theme';
import { describe, expect, it } from 'vitest';
import { translateNavbarFooter } from './navbar-footer-texts.js';

/** A translation file as read, with these messages. */
function file(name: string, messages: Record<string, string>): TranslationFile {
  const entries = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, { message }]));
  return { file: name, messages, entries, locate: () => ({ file: name, line: 1, column: 1 }) };
}

const CONFIG: ThemeSiteConfig = {
  navbar: {
    title: 'Example',
    logo: { alt: 'Example logo', src: 'img/logo.svg' },
    items: [
      { label: 'Docs', to: '/docs' },
      { type: 'dropdown', label: 'More', items: [{ label: 'GitHub', href: 'https://github.com' }] },
      { href: 'https://github.com', 'aria-label': 'GitHub repository', className: 'header-github-link' },
    ],
  },
  footer: {
    links: [{ title: 'Community', items: [{ label: 'GitHub', href: 'https://github.com' }, { html: '<b>x</b>' }] }],
    copyright: 'Copyright 2024',
  },
};

describe('the navbar and footer translation files', () => {
  it("translate the navbar's title, logo text and item labels, dropdown links too", () => {
    const texts = {
      navbar: new TranslatableTexts(
        'navbar.json',
        file('navbar.json', {
          title: 'Beispiel',
          'logo.alt': 'Logo des Beispiels',
          'item.label.Docs': 'Doku',
          'item.label.GitHub': 'GitHub-Seite',
        }),
      ),
      footer: new TranslatableTexts(
        'footer.json',
        file('footer.json', { 'link.title.Community': 'Gemeinschaft', copyright: 'Urheberrecht 2024' }),
      ),
    };
    const translated = translateNavbarFooter(CONFIG, texts);
    expect(translated.navbar).toEqual({
      title: 'Beispiel',
      logo: { alt: 'Logo des Beispiels', src: 'img/logo.svg' },
      items: [
        { label: 'Doku', to: '/docs' },
        { type: 'dropdown', label: 'More', items: [{ label: 'GitHub-Seite', href: 'https://github.com' }] },
        { href: 'https://github.com', 'aria-label': 'GitHub repository', className: 'header-github-link' },
      ],
    });
    expect(translated.footer).toEqual({
      links: [
        {
          title: 'Gemeinschaft',
          items: [{ label: 'GitHub', href: 'https://github.com' }, { html: '<b>x</b>' }],
        },
      ],
      copyright: 'Urheberrecht 2024',
    });
  });

  it('name each text under the key Docusaurus writes, with its description', () => {
    const texts = {
      navbar: new TranslatableTexts('navbar.json', undefined),
      footer: new TranslatableTexts('footer.json', undefined),
    };
    expect(translateNavbarFooter(CONFIG, texts)).toEqual(CONFIG);
    expect(texts.navbar.entries).toEqual({
      title: { message: 'Example', description: 'The title in the navbar' },
      'logo.alt': { message: 'Example logo', description: 'The alt text of navbar logo' },
      'item.label.Docs': { message: 'Docs', description: 'Navbar item with label Docs' },
      'item.label.More': { message: 'More', description: 'Navbar item with label More' },
      'item.label.GitHub': { message: 'GitHub', description: 'Navbar item with label GitHub' },
    });
    expect(texts.footer.entries).toEqual({
      'link.title.Community': {
        message: 'Community',
        description: 'The title of the footer links column with title=Community in the footer',
      },
      'link.item.label.GitHub': {
        message: 'GitHub',
        description: 'The label of footer link with label=GitHub linking to https://github.com',
      },
      copyright: { message: 'Copyright 2024', description: 'The footer copyright' },
    });
  });

  it('write no title text for a footer group without a title, as Docusaurus does for `title: null`', () => {
    const texts = {
      navbar: new TranslatableTexts('navbar.json', undefined),
      footer: new TranslatableTexts('footer.json', undefined),
    };
    const config: ThemeSiteConfig = { footer: { links: [{ title: null, items: [{ label: 'Blog', to: '/blog' }] }] } };
    expect(translateNavbarFooter(config, texts)).toEqual(config);
    expect(Object.keys(texts.footer.entries)).toEqual(['link.item.label.Blog']);
  });
});
