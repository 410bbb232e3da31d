import { createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { ThemeComponentName } from './component-names.js';

/** A site's replacements for theme components, by name; each gets the props of the component it replaces. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each name has its own props type
export type ThemeComponentOverrides = Partial<Record<ThemeComponentName, ComponentType<any>>>;

const ThemeComponentsContext = /* @__PURE__ */ createContext<ThemeComponentOverrides>({});

export interface ThemeComponentsProviderProps {
  components: ThemeComponentOverrides;
  children: ReactNode;
}

/** Makes the site's component overrides take the place of the theme's own below it. */
export function ThemeComponentsProvider({ components, children }: ThemeComponentsProviderProps) {
  return <ThemeComponentsContext.Provider value={components}>{children}</ThemeComponentsContext.Provider>;
}

/**
 * The component the theme renders under `name`: the site's override if it has one, else `Default`.
 * An override that wraps the default imports it from `@kran/theme/components/<Name>`, which is `Default` itself.
 */
export function overridable<Props extends object>(
  name: ThemeComponentName,
  Default: ComponentType<Props>,
): (props: Props) => ReactElement {
  function Overridable(props: Props): ReactElement {
    const Component = (useContext(ThemeComponentsContext)[name] as ComponentType<Props> | undefined) ?? Default;
    return <Component {...props} />;
  }
  Overridable.displayName = `Overridable(${name})`;
  return Overridable;
}
