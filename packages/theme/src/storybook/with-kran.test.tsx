import { render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Footer } from '../components/Footer/index.js';
import { Markdown } from '../components/Markdown/index.js';
import { el, root } from '../fixtures/hast.js';
import { ar } from '../i18n/ar.js';
import { de } from '../i18n/de.js';
import { en } from '../i18n/en.js';
import { messageTableNameFor, messageTables } from '../i18n/message-tables.js';
import { zhHant } from '../i18n/zh-Hant.js';
import {
  kranDecorators,
  kranGlobalTypes,
  withKran,
  type KranDecorator,
  type KranStory,
  type KranStoryContext,
} from './index.js';

const footerLinks = [{ title: 'Docs', items: [{ label: 'Intro', href: '/docs/intro' }] }];

function FooterStory() {
  return <Footer links={footerLinks} />;
}

function renderStory(decorator: KranDecorator, Story: KranStory, context: Partial<KranStoryContext> = {}) {
  return render(decorator(Story, { globals: {}, parameters: {}, ...context }));
}

describe('withKran', () => {
  it("gives a story the site locale's messages with the site's own wording", () => {
    renderStory(withKran({ locale: 'en', messages: { 'footer.label': 'About this site' } }), FooterStory);

    expect(screen.getByRole('contentinfo', { name: 'About this site' })).toBeDefined();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("sets the site's writing direction on <html>", () => {
    renderStory(withKran({ locale: 'en', direction: 'rtl' }), FooterStory);

    expect(document.documentElement.dir).toBe('rtl');
  });

  it("keeps a story's own locale and direction, whatever the toolbar's locale", () => {
    renderStory(withKran({ locale: 'de' }), FooterStory, {
      globals: { locale: 'de' },
      parameters: { locale: 'ar', direction: 'rtl' },
    });

    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('contentinfo', { name: ar['footer.label'] })).toBeDefined();
  });

  it("shows the toolbar's locale with that locale's table, without the site's wording for its own", () => {
    renderStory(withKran({ locale: 'en', messages: { 'footer.label': 'About this site' } }), FooterStory, {
      globals: { locale: 'de' },
    });

    expect(screen.getByRole('contentinfo', { name: de['footer.label'] })).toBeDefined();
    expect(document.documentElement.lang).toBe('de');
  });

  it("shows a Chinese toolbar locale with its script's table", () => {
    renderStory(withKran(), FooterStory, { globals: { locale: 'zh-Hant' } });

    expect(screen.getByRole('contentinfo', { name: zhHant['footer.label'] })).toBeDefined();
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('puts the colour mode on <html>: the toolbar global, else the option, else light', () => {
    renderStory(withKran(), FooterStory, { globals: { colorMode: 'dark' } });
    expect(document.documentElement.dataset.theme).toBe('dark');

    renderStory(withKran({ colorMode: 'dark' }), FooterStory);
    expect(document.documentElement.dataset.theme).toBe('dark');

    renderStory(withKran(), FooterStory);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("renders the story inside a router at the story's initialPath parameter", () => {
    function PathStory() {
      return <p>{useLocation().pathname}</p>;
    }
    renderStory(withKran({ initialPath: '/blog/' }), PathStory, { parameters: { initialPath: '/docs/intro' } });
    renderStory(withKran({ initialPath: '/blog/' }), PathStory);

    expect(screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual([
      '/docs/intro',
      '/blog/',
    ]);
  });

  it('renders markdown content given as hast, as the server does', () => {
    function MarkdownStory() {
      return <Markdown content={root(el('p', {}, 'From a hast tree'))} />;
    }
    renderStory(withKran(), MarkdownStory);

    expect(screen.getByText('From a hast tree')).toBeDefined();
  });
});

describe('kranDecorators', () => {
  it('decorate a story as an English site with the theme’s wording', () => {
    renderStory(kranDecorators[0]!, FooterStory);

    expect(screen.getByRole('contentinfo', { name: en['footer.label'] })).toBeDefined();
  });
});

describe('kranGlobalTypes', () => {
  it('offer a colour mode and every locale the theme has a table for', () => {
    expect(kranGlobalTypes.colorMode.toolbar.items).toEqual(['light', 'dark']);
    const locales = kranGlobalTypes.locale.toolbar.items;
    expect(locales).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja', 'nb', 'zh-Hans', 'zh-Hant']);
    // Each a locale code, which picks the table it stands for.
    expect(locales.map(messageTableNameFor)).toEqual(Object.keys(messageTables));
  });
});
