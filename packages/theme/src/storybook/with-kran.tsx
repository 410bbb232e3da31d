import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MarkdownRendererContext } from '../components/Markdown/Markdown.js';
import { renderMarkdownWithRehypeReact } from '../components/Markdown/render-markdown-with-rehype-react.js';
import type { ColorMode } from '../hooks/useColorMode.js';
import type { Messages } from '../i18n/de.js';
import { createI18n, type TextDirection } from '../i18n/i18n.js';
import { I18nProvider } from '../i18n/I18nContext.js';
import { resolveMessages } from '../i18n/message-tables.js';

/** The story a decorator wraps, as Storybook passes it. */
export type KranStory = () => ReactNode;

/** What a decorator reads of Storybook's story context: the toolbar's globals and the story's parameters. */
export interface KranStoryContext {
  globals: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

/** A Storybook decorator (`Decorator` of @storybook/react), typed without importing Storybook. */
export type KranDecorator = (Story: KranStory, context: KranStoryContext) => ReactElement;

export interface KranStoryOptions {
  /** The site's locale (`en`, `de-CH`); the `locale` global of the toolbar (kranGlobalTypes) wins. Default `en`. */
  locale?: string;
  /** The site's own wording of single messages (its `theme.messages`), for its locale. */
  messages?: Partial<Messages>;
  /** The site's writing direction (its `locale.direction`), set on `<html dir>`. Default `ltr`. */
  direction?: TextDirection;
  /** The colour mode without a `colorMode` global. Default `light`. */
  colorMode?: ColorMode;
  /** The router's location without an `initialPath` parameter on the story. Default `/`. */
  initialPath?: string;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function directionOf(value: unknown): TextDirection | undefined {
  return value === 'ltr' || value === 'rtl' ? value : undefined;
}

/**
 * A decorator that renders a story as the theme renders a page: the locale's messages (with the site's own
 * wording), the colour mode, language and direction on `<html>` (a story's `locale` and `direction` parameters win
 * over the toolbar and the options), a router at the story's `initialPath` parameter, and the
 * renderer for markdown content given as hast. The theme's stylesheet is imported apart: `@kran/theme/styles.css`.
 */
export function withKran(options: KranStoryOptions = {}): KranDecorator {
  const siteLocale = options.locale ?? 'en';
  return function kranDecorator(Story, { globals, parameters }) {
    // A story of a page in a locale of its own (`parameters: { locale: 'ar', direction: 'rtl' }`) keeps it.
    const locale = stringOf(parameters.locale) ?? stringOf(globals.locale) ?? siteLocale;
    const messages = resolveMessages(locale, locale === siteLocale ? options.messages : undefined);
    const direction = directionOf(parameters.direction) ?? options.direction ?? 'ltr';
    const i18n = createI18n({ locale, messages, direction });
    document.documentElement.dataset.theme = stringOf(globals.colorMode) ?? options.colorMode ?? 'light';
    document.documentElement.lang = i18n.locale;
    document.documentElement.dir = i18n.direction;
    const initialPath = stringOf(parameters.initialPath) ?? options.initialPath ?? '/';
    return (
      <I18nProvider i18n={i18n}>
        <MarkdownRendererContext.Provider value={renderMarkdownWithRehypeReact}>
          <MemoryRouter initialEntries={[initialPath]}>
            <Story />
          </MemoryRouter>
        </MarkdownRendererContext.Provider>
      </I18nProvider>
    );
  };
}

/** The decorators of a project whose site is in English and keeps the theme's wording. */
export const kranDecorators: KranDecorator[] = [/* @__PURE__ */ withKran()];
