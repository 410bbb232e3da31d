import { localeOfMessageTable, messageTables, type MessageTableName } from '../i18n/message-tables.js';

/**
 * Storybook toolbar menus for the globals withKran reads: the colour mode and the locale (the language of one of
 * the theme's message tables, `zh-Hans` for `zhHans`). Use as `globalTypes` of a preview, with `initialGlobals` such
 * as `{ colorMode: 'light', locale: 'en' }`.
 * The icons keep their literal names: Storybook's `globalTypes` accepts only the names of its icons, not any string.
 */
export const kranGlobalTypes = {
  colorMode: {
    description: 'Colour mode',
    toolbar: { title: 'Colour mode', icon: 'contrast' as const, items: ['light', 'dark'], dynamicTitle: true },
  },
  locale: {
    description: 'The locale whose message table the components show',
    toolbar: {
      title: 'Locale',
      icon: 'globe' as const,
      items: /* @__PURE__ */ (Object.keys(messageTables) as MessageTableName[]).map(localeOfMessageTable),
      dynamicTitle: true,
    },
  },
};
