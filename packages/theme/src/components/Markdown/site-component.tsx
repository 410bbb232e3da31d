import { Children, createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Island } from '../../islands/Island.js';
import { ISLAND_SLOT } from '../../islands/find-islands.js';
import type { IslandComponent, IslandProps } from '../../islands/island-registry.js';
import { StaticHtml } from '../../islands/StaticHtml.js';

/** The exports of a site's own components, by their source file (`src/components/Highlight.jsx`). */
export type SiteComponents = Record<string, Record<string, unknown>>;

const SiteComponentsContext = createContext<SiteComponents>({});

/** Gives MDX content the site's own components it shows. */
export const SiteComponentsProvider = SiteComponentsContext.Provider;

const BrowserOnlyContext = createContext(false);

/** Below it, site components are not rendered on the server: the browser mounts them (MDX's `<BrowserOnly>`). */
export const BrowserOnlyProvider = BrowserOnlyContext.Provider;

export interface SiteComponentProps {
  /** The component's source file, relative to the site's folder. */
  module: string;
  /** The name the module exports it under; `default` for a default export. */
  exportName: string;
  props: Record<string, unknown>;
  children?: ReactNode;
}

/** The island name of a site component: its file and export (`site:src/components/Highlight.jsx#default`). */
export function siteIslandName(module: string, exportName: string): string {
  return `site:${module}#${exportName}`;
}

// The children's markup, a slot of the island; it takes no box of its own, as the island's element does not.
const CHILDREN_STYLE = { display: 'contents' } as const;

/**
 * A site's own component that MDX content imports, rendered on the server with the props and children the content
 * gives it, as an island: the browser loads the component's chunk on the pages that show it and mounts it there.
 */
export function SiteComponent({ module, exportName, props, children }: SiteComponentProps) {
  const exports = useContext(SiteComponentsContext)[module];
  const isBrowserOnly = useContext(BrowserOnlyContext);
  if (!exports) throw new Error(`The component module ${module} is not loaded; call preparePage() before rendering.`);
  const Component = exports[exportName];
  if (!isComponent(Component))
    throw new Error(
      `${module} has no component exported as ${exportName === 'default' ? 'default' : `\`${exportName}\``}; ` +
        `it exports ${Object.keys(exports).join(', ') || 'nothing'}.`,
    );
  const Rendered = Component as ComponentType<Record<string, unknown>>;
  const slot =
    Children.count(children) > 0 ? (
      <span {...ISLAND_SLOT} style={CHILDREN_STYLE}>
        {children}
      </span>
    ) : undefined;
  return (
    <Island as="span" name={siteIslandName(module, exportName)} props={props}>
      {isBrowserOnly ? slot : <Rendered {...props}>{slot}</Rendered>}
    </Island>
  );
}

/** The island of a site component in the browser: the component with its props, its children as static HTML. */
export function siteComponentIsland(Component: ComponentType<Record<string, unknown>>): IslandComponent {
  return function SiteComponentIsland({ props, slots }: IslandProps) {
    const [children] = slots;
    return (
      <Component {...props}>
        {children === undefined ? undefined : <StaticHtml as="span" html={children} style={CHILDREN_STYLE} />}
      </Component>
    );
  };
}

// A function component or class, or what memo() and forwardRef() return.
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}
