import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** The exports of a site's own components, by their source file (`src/components/Highlight.jsx`). */
export type SiteComponents = Record<string, Record<string, unknown>>;

const SiteComponentsContext = createContext<SiteComponents>({});

/** Gives MDX content the site's own components it shows. */
export const SiteComponentsProvider = SiteComponentsContext.Provider;

export interface SiteComponentProps {
  /** The component's source file, relative to the site's folder. */
  module: string;
  /** The name the module exports it under; `default` for a default export. */
  exportName: string;
  props: Record<string, unknown>;
  children?: ReactNode;
}

/** A site's own component that MDX content imports, with the props and children the content gives it. */
export function SiteComponent({ module, exportName, props, children }: SiteComponentProps) {
  const exports = useContext(SiteComponentsContext)[module];
  if (!exports) throw new Error(`The component module ${module} is not loaded; call preparePage() before rendering.`);
  const Component = exports[exportName];
  if (!isComponent(Component))
    throw new Error(
      `${module} has no component exported as ${exportName === 'default' ? 'default' : `\`${exportName}\``}; ` +
        `it exports ${Object.keys(exports).join(', ') || 'nothing'}.`,
    );
  const Rendered = Component as ComponentType<Record<string, unknown>>;
  return <Rendered {...props}>{children}</Rendered>;
}

// A function component or class, or what memo() and forwardRef() return.
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}
