import { useCallback, useEffect, useState } from 'react';
import { safeStorage } from '../../hooks/storage.js';

/** Where the tab chosen in a group is kept: the key Docusaurus uses, so a choice carries over. */
export function tabGroupStorageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

const GROUP_EVENT = 'kran:tab-group';

interface GroupChange {
  groupId: string;
  value: string;
}

export interface TabSelectionOptions {
  values: string[];
  defaultValue: string;
  groupId?: string;
  /** The URL query parameter that names the tab (`true`: the groupId). */
  queryString?: string | boolean;
}

function queryKeyOf({ queryString, groupId }: TabSelectionOptions): string | undefined {
  if (typeof queryString === 'string') return queryString;
  return queryString ? groupId : undefined;
}

/**
 * The selected tab: the default on the server and in the first render, then the one the URL's query string or the
 * visitor's earlier choice in the same group names. Choosing a tab selects it in every Tabs of the group on the page,
 * keeps it for later visits and writes it into the query string.
 */
export function useSelectedTab(options: TabSelectionOptions): [string, (value: string) => void] {
  const { values, defaultValue, groupId } = options;
  const [selected, setSelected] = useState(defaultValue);
  const queryKey = queryKeyOf(options);
  const valuesKey = values.join('\u0000');

  useEffect(() => {
    const isKnown = (value: string | null | undefined): value is string => !!value && values.includes(value);
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    const fromStorage = groupId ? safeStorage.get(tabGroupStorageKey(groupId)) : null;
    const initial = isKnown(fromQuery) ? fromQuery : isKnown(fromStorage) ? fromStorage : undefined;
    if (initial) setSelected(initial);
    if (!groupId) return;
    const onGroupChange = (event: Event) => {
      const change = (event as CustomEvent<GroupChange>).detail;
      if (change.groupId === groupId && isKnown(change.value)) setSelected(change.value);
    };
    window.addEventListener(GROUP_EVENT, onGroupChange);
    return () => window.removeEventListener(GROUP_EVENT, onGroupChange);
    // `valuesKey` stands for `values`, which is a new array on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, queryKey, valuesKey]);

  const select = useCallback(
    (value: string) => {
      setSelected(value);
      if (queryKey) {
        const url = new URL(window.location.href);
        url.searchParams.set(queryKey, value);
        window.history.replaceState(window.history.state, '', url);
      }
      if (!groupId) return;
      safeStorage.set(tabGroupStorageKey(groupId), value);
      window.dispatchEvent(new CustomEvent<GroupChange>(GROUP_EVENT, { detail: { groupId, value } }));
    },
    [groupId, queryKey],
  );
  return [selected, select];
}
