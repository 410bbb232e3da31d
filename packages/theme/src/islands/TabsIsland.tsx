import { Tabs, type TabsProps } from '../components/Tabs/index.js';
import type { IslandProps } from './island-registry.js';

/** MDX's Tabs: the tab row becomes interactive, each panel keeps the prerendered HTML of its content. */
export default function TabsIsland({ props, slots }: IslandProps<Omit<TabsProps, 'children' | 'panelsHtml'>>) {
  return <Tabs {...props} panelsHtml={slots} />;
}
