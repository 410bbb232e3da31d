// The islands of markdown content, one chunk that a page loads when its content has one of them.
import { CodeBlock, type CodeBlockProps } from '../../CodeBlock/index.js';
import { Tabs, type TabsProps } from '../../Tabs/index.js';
import { Details } from '../../Details/index.js';
import { MarkdownTable } from '../MarkdownTable.js';
import type { IslandProps } from '../../../islands/island-registry.js';
import { StaticHtml } from '../../../islands/StaticHtml.js';

export function CodeBlockIsland({ props, slots }: IslandProps<Omit<CodeBlockProps, 'children' | 'codeHtml'>>) {
  return <CodeBlock {...props} codeHtml={slots[0] ?? ''} />;
}

export function DetailsIsland({ props, slots }: IslandProps<{ isInitiallyOpen?: boolean }>) {
  return <Details {...props} html={{ summary: slots[0] ?? '', content: slots[1] ?? '' }} />;
}

export function TableIsland({ slots }: IslandProps) {
  return <MarkdownTable tableHtml={slots[0] ?? ''} />;
}

export function TabsIsland({ props, slots }: IslandProps<Omit<TabsProps, 'children' | 'panelsHtml'>>) {
  return <Tabs {...props} panelsHtml={slots} />;
}

// What BrowserOnly shows takes no box of its own, as its fallback did not.
const CONTENTS = { display: 'contents' } as const;

/** MDX's `<BrowserOnly>` in the browser: what its function returned, whose site components mount only now. */
export function BrowserOnlyIsland({ slots }: IslandProps) {
  return <StaticHtml html={slots[0] ?? ''} style={CONTENTS} />;
}
