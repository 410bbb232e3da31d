import { useSiteLinks } from '@kran/runtime';
import {
  startTransition,
  createElement,
  forwardRef,
  useCallback,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type ReactPortal,
} from 'react';
import { createPortal } from 'react-dom';
import { ISLAND_ATTRIBUTE, ISLAND_MOUNTED_ATTRIBUTE, findIslands, type FoundIsland } from './find-islands.js';
import { IslandsContext, ISLANDS_MOUNTED_EVENT, type IslandComponent } from './island-registry.js';

export interface StaticHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Prerendered markup, kept exactly as it is; its islands are mounted into it. */
  html: string;
  /** The element that holds the markup; a `div` when absent. */
  as?: 'div' | 'span' | 'pre' | 'summary' | 'section';
}

// Layout effects only run in the browser; on the server the plain effect avoids React's warning.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Markup rendered at build time, put in place as it is (hydration keeps the server's nodes), in which only the
 * islands are React components: each `data-island` element is taken over by its registered component, before the
 * browser paints. Site links in the markup navigate and prefetch as the runtime's Link does.
 */
export const StaticHtml = forwardRef<HTMLElement, StaticHtmlProps>(function StaticHtml(props, forwardedRef) {
  // A new string is new markup: a fresh element, whose islands mount anew once the old ones are unmounted.
  return <StaticHtmlElement key={props.html} {...props} ref={forwardedRef} />;
});

const StaticHtmlElement = forwardRef<HTMLElement, StaticHtmlProps>(function StaticHtmlElement(
  { html, as = 'div', ...rest },
  forwardedRef,
) {
  const ref = useRef<HTMLElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current!);
  // The islands mount once per markup (a new string is a new element): a registry that changes later is not read.
  const registry = useRef(useContext(IslandsContext));
  const [portals, setPortals] = useState<ReactPortal[]>([]);
  const isInsideIsland = useCallback((anchor: HTMLAnchorElement) => isInIslandOf(ref.current, anchor), []);
  useSiteLinks(ref, { isHandledElsewhere: isInsideIsland });

  useBrowserLayoutEffect(() => {
    if (!ref.current) return;
    let isMounted = true;
    // The prerendered markup stays until the component's own is in place, so that whatever measures the page in
    // between (the runtime scrolling to a #hash after a page switch) sees it at its full height.
    const mount = (island: FoundIsland, Component: IslandComponent, key: number) => {
      const prerendered = [...island.element.childNodes];
      return createPortal(
        <ReplacesPrerendered nodes={prerendered} island={island.element}>
          <Component props={island.props} slots={island.slots} />
        </ReplacesPrerendered>,
        island.element,
        String(key),
      );
    };
    const immediate: ReactPortal[] = [];
    findIslands(ref.current).forEach((island, key) => {
      const entry = registry.current[island.name];
      if (!entry) return;
      if (!('load' in entry)) {
        immediate.push(mount(island, entry, key));
        return;
      }
      entry
        .load()
        // In a transition React builds the island's markup in slices between which the browser can work.
        .then(
          (Component) =>
            isMounted && startTransition(() => setPortals((mounted) => [...mounted, mount(island, Component, key)])),
        )
        .catch((error: unknown) => console.warn(`Loading the island "${island.name}" failed.`, error));
    });
    // An empty list set anew would still re-render, synchronously, in the commit that hydrates the page.
    if (immediate.length > 0) setPortals(immediate);
    return () => {
      isMounted = false;
    };
  }, []);

  // Runs after the portals' own layout effects, which removed the prerendered nodes the new markup replaces.
  const mountedCount = portals.length;
  useEffect(() => {
    if (mountedCount > 0) window.dispatchEvent(new Event(ISLANDS_MOUNTED_EVENT));
  }, [mountedCount]);

  return (
    <>
      {createElement(as, { ...rest, ref, dangerouslySetInnerHTML: { __html: html } })}
      {portals}
    </>
  );
});

/** Whether a link lies inside one of the container's islands, whose React components handle their own links. */
function isInIslandOf(container: HTMLElement | null, anchor: HTMLAnchorElement): boolean {
  const island = anchor.closest(`[${ISLAND_ATTRIBUTE}]`);
  return island !== null && container !== null && container.contains(island);
}

/** Removes an island's prerendered nodes once the component's markup has been added after them, and marks it mounted. */
function ReplacesPrerendered({
  nodes,
  island,
  children,
}: {
  nodes: ChildNode[];
  island: Element;
  children: ReactNode;
}) {
  useBrowserLayoutEffect(() => {
    for (const node of nodes) node.remove();
    island.setAttribute(ISLAND_MOUNTED_ATTRIBUTE, '');
  }, [nodes, island]);
  return children;
}
