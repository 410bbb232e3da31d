import { THEME_ISLANDS } from '../../../islands/island-names.js';
import type { IslandComponent, IslandRegistry } from '../../../islands/island-registry.js';
import type * as contentIslands from './content-islands.js';

type ContentIslands = typeof contentIslands;

/** An island of content-islands.js: the chunk loads once, when a page's content first shows one of them. */
const contentIsland = (name: keyof ContentIslands) => ({
  load: () => import('./content-islands.js').then((module): IslandComponent => module[name]),
});

/**
 * The interactive pieces of markdown content. Most pages have none, so their code is not part of a page's start:
 * code blocks, details, tables, tabs and BrowserOnly share a chunk, live code blocks (with their editor) are one of their own.
 * Until a chunk is there, the prerendered markup shows and works as HTML does (links, text selection).
 */
export const themeIslands: IslandRegistry = {
  [THEME_ISLANDS.codeBlock]: contentIsland('CodeBlockIsland'),
  [THEME_ISLANDS.details]: contentIsland('DetailsIsland'),
  [THEME_ISLANDS.table]: contentIsland('TableIsland'),
  [THEME_ISLANDS.liveCodeBlock]: { load: () => import('./LiveCodeBlockIsland.js').then((module) => module.default) },
  [THEME_ISLANDS.tabs]: contentIsland('TabsIsland'),
  [THEME_ISLANDS.browserOnly]: contentIsland('BrowserOnlyIsland'),
};
