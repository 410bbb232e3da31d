export { Tabs } from './Tabs.js';
export type { TabDescription, TabsProps } from './Tabs.js';
