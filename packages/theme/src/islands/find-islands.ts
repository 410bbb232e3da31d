/** Marks the element an island's component takes over in the browser; its value is the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';
/** The island's props as JSON, on the same element. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Marks an element inside an island whose content is static HTML the island's component puts back in place. */
export const ISLAND_SLOT_ATTRIBUTE = 'data-island-slot';
/** Set on an island's element once its component has replaced the prerendered markup (tests wait for it). */
export const ISLAND_MOUNTED_ATTRIBUTE = 'data-island-mounted';

export interface FoundIsland {
  element: HTMLElement;
  name: string;
  props: Record<string, unknown>;
  /** The HTML inside each of the island's slots, in document order. */
  slots: string[];
}

/**
 * The islands in a container of prerendered HTML, each with its props and the HTML of its slots. Islands inside
 * another island are left out: they belong to that island's slots, which mount them in turn.
 */
export function findIslands(container: Element): FoundIsland[] {
  const isTopLevel = (island: Element) => {
    const owner = island.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`);
    return !owner || !container.contains(owner);
  };
  return [...container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)].filter(isTopLevel).map((element) => {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
    const slots = [...element.querySelectorAll(`[${ISLAND_SLOT_ATTRIBUTE}]`)]
      .filter((slot) => slot.closest(`[${ISLAND_ATTRIBUTE}]`) === element)
      .map((slot) => slot.innerHTML);
    return { element, name, props: propsOf(name, element.getAttribute(ISLAND_PROPS_ATTRIBUTE)), slots };
  });
}

function propsOf(name: string, json: string | null): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(json ?? '{}');
  } catch (error) {
    throw new Error(`The props of the island "${name}" are not JSON; the page's HTML was changed after kran build.`, {
      cause: error,
    });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(
      `The props of the island "${name}" are not an object; the page's HTML was changed after kran build.`,
    );
  return value as Record<string, unknown>;
}

/** The attribute that marks a slot, to spread onto the element whose content is the slot's HTML. */
export const ISLAND_SLOT = { [ISLAND_SLOT_ATTRIBUTE]: '' } as const;
