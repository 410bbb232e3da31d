import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { MarkdownRendererContext } from '../src/components/Markdown/Markdown';
import { renderMarkdownWithRehypeReact } from '../src/components/Markdown/render-markdown-with-rehype-react';
import { createI18n } from '../src/i18n/i18n';
import { I18nProvider } from '../src/i18n/I18nContext';
import { messageTables, type MessageTableName } from '../src/i18n/message-tables';
import '../src/styles/tokens.css';
import '../src/styles/base.css';
import '../src/styles/side-panel.css';

const locales = Object.fromEntries(
  Object.entries(messageTables).map(([locale, messages]) => [locale, createI18n({ locale, messages })]),
) as Record<MessageTableName, ReturnType<typeof createI18n>>;

const preview: Preview = {
  // Every component gets a docs page with its props table, from its stories' component and args.
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: { title: 'Colour mode', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'The locale whose message table the components show',
      toolbar: { title: 'Locale', icon: 'globe', items: Object.keys(locales), dynamicTitle: true },
    },
  },
  initialGlobals: { colorMode: 'light', locale: 'de' },
  decorators: [
    (Story, context) => {
      const i18n = locales[context.globals.locale as MessageTableName] ?? locales.de;
      document.documentElement.dataset.theme = context.globals.colorMode as string;
      document.documentElement.lang = i18n.locale;
      // Stories take markdown content as hast, which only the server's renderer shows (pages get it as HTML).
      return (
        <I18nProvider i18n={i18n}>
          <MarkdownRendererContext.Provider value={renderMarkdownWithRehypeReact}>
            <MemoryRouter initialEntries={[(context.parameters.initialPath as string | undefined) ?? '/']}>
              <Story />
            </MemoryRouter>
          </MarkdownRendererContext.Provider>
        </I18nProvider>
      );
    },
  ],
};

export default preview;
