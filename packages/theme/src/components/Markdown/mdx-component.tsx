import type { Element } from 'hast';
import { Children, type ReactNode } from 'react';
import type { TocItem } from '../../types.js';
import { Tabs, type TabDescription } from '../Tabs/index.js';
import { TOCInline } from '../TOCInline/index.js';
import { CurrentCategoryCards } from '../DocCardList/index.js';
import { SiteComponent } from './site-component.js';
import { BrowserOnlyContent } from './browser-only-content.js';
import { Island } from '../../islands/Island.js';
import { THEME_ISLANDS } from '../../islands/island-names.js';

/** The element content-core writes for a theme component used in MDX; its name and JSON props are attributes. */
export const MDX_COMPONENT_TAG = 'kran-component';

interface MdxComponentProps {
  node?: Element;
  children?: ReactNode;
  'data-kran-component'?: string;
  'data-kran-props'?: string;
  'data-kran-module'?: string;
  'data-kran-export'?: string;
}

/** `kran-component` elements become the theme component they name; an unknown one shows only its content. */
export function MdxComponent({ children, ...rest }: MdxComponentProps) {
  const props = propsOf(rest['data-kran-props']);
  switch (rest['data-kran-component']) {
    case 'Tabs': {
      const tabsProps = {
        tabs: Array.isArray(props.tabs) ? (props.tabs as TabDescription[]) : [],
        defaultValue: typeof props.defaultValue === 'string' ? props.defaultValue : undefined,
        groupId: typeof props.groupId === 'string' ? props.groupId : undefined,
        queryString:
          typeof props.queryString === 'string' || props.queryString === true ? props.queryString : undefined,
      };
      return (
        <Island name={THEME_ISLANDS.tabs} props={tabsProps}>
          <Tabs {...tabsProps}>{Children.toArray(children)}</Tabs>
        </Island>
      );
    }
    case 'TOCInline':
      return <TOCInline toc={Array.isArray(props.toc) ? (props.toc as TocItem[]) : []} />;
    case 'Site':
      return (
        <SiteComponent
          module={rest['data-kran-module'] ?? ''}
          exportName={rest['data-kran-export'] ?? 'default'}
          props={props}
        >
          {children}
        </SiteComponent>
      );
    case 'BrowserOnly':
      return <BrowserOnlyContent>{children}</BrowserOnlyContent>;
    case 'DocCardList':
      return <CurrentCategoryCards />;
    default:
      return <>{children}</>;
  }
}

function propsOf(json: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
