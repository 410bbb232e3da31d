import type { TabDescription } from '@kran/contract';
import { Children, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ISLAND_SLOT } from '../../islands/find-islands.js';
import { StaticHtml } from '../../islands/StaticHtml.js';
import styles from './Tabs.module.css';
import { useSelectedTab } from './useSelectedTab.js';

export type { TabDescription };

export interface TabsProps {
  tabs: TabDescription[];
  /** The tab shown before the visitor chooses one; the first when absent. */
  defaultValue?: string;
  /** Tabs with the same groupId switch together and remember the visitor's choice. */
  groupId?: string;
  /** Keeps the chosen tab in the URL's query string, under this name (`true`: the groupId). */
  queryString?: string | boolean;
  /** One panel per tab, in the order of `tabs`. Every panel is in the HTML; the others are hidden. */
  children?: ReactNode;
  /** The panels as prerendered HTML, in place of `children`: how the tabs' island puts them back. */
  panelsHtml?: string[];
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Panels of content behind a row of tabs, as Docusaurus' Tabs and TabItem (the WAI-ARIA tabs pattern). */
export function Tabs({ tabs, defaultValue, groupId, queryString, children, panelsHtml }: TabsProps) {
  const id = useId();
  const values = tabs.map((tab) => tab.value);
  const [selected, select] = useSelectedTab({
    values,
    defaultValue: defaultValue ?? values[0] ?? '',
    groupId,
    queryString,
  });
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panels = Children.toArray(children).filter((child) => !(typeof child === 'string' && child.trim() === ''));

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, tabs.length);
    select(tabs[next]!.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-orientation="horizontal" className={styles.tabList}>
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? `${styles.tab} ${styles.isSelected}` : styles.tab}
              onClick={() => select(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => {
        const panel = {
          role: 'tabpanel',
          id: `${id}-panel-${index}`,
          'aria-labelledby': `${id}-tab-${index}`,
          tabIndex: 0,
          hidden: tab.value !== selected,
          className: styles.panel,
        };
        return panelsHtml ? (
          <StaticHtml key={tab.value} {...panel} html={panelsHtml[index] ?? ''} />
        ) : (
          <div key={tab.value} {...panel} {...ISLAND_SLOT}>
            {panels[index]}
          </div>
        );
      })}
    </div>
  );
}
