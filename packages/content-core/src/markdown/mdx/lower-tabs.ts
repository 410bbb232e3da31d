import type { TabDescription } from '@kran/contract';
import type { RootContent } from 'mdast';
import type { MdxValue } from './evaluate-expression.js';
import { attributesOf, optionalText, type LowerChildren } from './jsx-attributes.js';
import { MdxError } from './mdx-error.js';
import { COMPONENT_TAG, element, isJsxElement, type JsxElement, type KranElement } from './mdx-nodes.js';
import type { MdxScope } from './read-esm.js';

/**
 * `<Tabs>` with `<TabItem>` children becomes a `kran-component` Tabs element whose props list the tabs and whose
 * children are one panel per tab, in order, so every panel's content is in the HTML.
 */
export function lowerTabs(
  node: JsxElement,
  attributes: Record<string, MdxValue>,
  scope: MdxScope,
  lowerChildren: LowerChildren,
): KranElement {
  const labels = labelsOf(attributes.values, node);
  const tabs: TabDescription[] = [];
  const panels: RootContent[] = [];
  let defaultTab: string | undefined;
  // One `<TabItem …>text</TabItem>` per line is a paragraph of inline elements.
  const items = node.children.flatMap((child) =>
    child.type === 'paragraph' && child.children.some(isJsxElement)
      ? child.children.filter((inline) => !(inline.type === 'text' && inline.value.trim() === ''))
      : [child],
  );
  for (const child of items) {
    if (!isJsxElement(child) || !isTabItem(child, scope))
      throw new MdxError('`<Tabs>` may only hold `<TabItem>` elements.', child, 'Put this content into a `<TabItem>`.');
    const item = attributesOf(child, scope);
    const value = optionalText(item.value, 'value', child);
    if (value === undefined)
      throw new MdxError('This `<TabItem>` has no `value`.', child, 'Write `<TabItem value="linux" label="Linux">`.');
    if (tabs.some((tab) => tab.value === value))
      throw new MdxError(`Two tabs have the value "${value}".`, child, 'Give each TabItem its own value.');
    tabs.push({ value, label: labels.get(value) ?? optionalText(item.label, 'label', child) ?? value });
    if (item.default === true && defaultTab === undefined) defaultTab = value;
    const className = optionalText(item.className, 'className', child);
    const panelProperties = className ? { className: className.split(/\s+/) } : {};
    panels.push(element('div', panelProperties, lowerChildren(child.children), child.position));
  }
  const defaultValue = optionalText(attributes.defaultValue, 'defaultValue', node) ?? defaultTab ?? tabs[0]?.value;
  if (defaultValue !== undefined && !tabs.some((tab) => tab.value === defaultValue))
    throw new MdxError(`No tab has the defaultValue "${defaultValue}".`, node, 'Use the value of one of its TabItems.');
  const queryString = attributes.queryString;
  const props = {
    tabs,
    ...(defaultValue === undefined ? {} : { defaultValue }),
    ...(typeof attributes.groupId === 'string' ? { groupId: attributes.groupId } : {}),
    ...(typeof queryString === 'string' || queryString === true ? { queryString } : {}),
  };
  return element(
    COMPONENT_TAG,
    { dataKranComponent: 'Tabs', dataKranProps: JSON.stringify(props) },
    panels,
    node.position,
  );
}

function isTabItem(node: JsxElement, scope: MdxScope): boolean {
  const binding = scope.imports.get(node.name ?? '');
  return binding?.kind === 'component' && binding.component === 'TabItem';
}

function labelsOf(values: MdxValue, node: JsxElement): Map<string, string> {
  if (values === undefined) return new Map();
  if (!Array.isArray(values))
    throw new MdxError('`values` of Tabs is a list.', node, "Write `values={[{label: 'Linux', value: 'linux'}]}`.");
  return new Map(
    values.flatMap((entry) =>
      entry && typeof entry === 'object' && !Array.isArray(entry) && typeof entry.value === 'string'
        ? [[entry.value, typeof entry.label === 'string' ? entry.label : entry.value]]
        : [],
    ),
  );
}
