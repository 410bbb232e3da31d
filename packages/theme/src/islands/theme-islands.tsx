import { CodeBlock, type CodeBlockProps } from '../components/CodeBlock/index.js';
import { Tabs, type TabsProps } from '../components/Tabs/index.js';
import { Details } from '../components/Details/index.js';
import { MarkdownTable } from '../components/Markdown/MarkdownTable.js';
import { THEME_ISLANDS } from './island-names.js';
import type { IslandProps, IslandRegistry } from './island-registry.js';

function CodeBlockIsland({ props, slots }: IslandProps<Omit<CodeBlockProps, 'children' | 'codeHtml'>>) {
  return <CodeBlock {...props} codeHtml={slots[0] ?? ''} />;
}

function DetailsIsland({ props, slots }: IslandProps<{ isInitiallyOpen?: boolean }>) {
  return <Details {...props} html={{ summary: slots[0] ?? '', content: slots[1] ?? '' }} />;
}

function TableIsland({ slots }: IslandProps) {
  return <MarkdownTable tableHtml={slots[0] ?? ''} />;
}

function TabsIsland({ props, slots }: IslandProps<Omit<TabsProps, 'children' | 'panelsHtml'>>) {
  return <Tabs {...props} panelsHtml={slots} />;
}

/**
 * The interactive pieces of markdown content. Code blocks, details, tables and tabs are small and mount before the
 * first paint (headings inside tabs must exist when the table of contents starts watching them); live code blocks
 * are a chunk of their own, loaded by the pages that have them.
 */
export const themeIslands: IslandRegistry = {
  [THEME_ISLANDS.codeBlock]: CodeBlockIsland,
  [THEME_ISLANDS.details]: DetailsIsland,
  [THEME_ISLANDS.table]: TableIsland,
  [THEME_ISLANDS.liveCodeBlock]: { load: () => import('./LiveCodeBlockIsland.js').then((module) => module.default) },
  [THEME_ISLANDS.tabs]: TabsIsland,
};
