import type { HeadTag } from '@kran/contract';
import { useEffect, useLayoutEffect } from 'react';
import { HEAD_TAG_ATTRIBUTE } from './constants.js';

// Layout effects only run in the browser; on the server the plain effect avoids React's warning.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Puts a page's own `<meta>` and `<link>` tags into the document's head while the page is shown, and takes them away
 * when it is left (a navigation in the browser): tags the prerendered HTML holds are taken over, a `<meta>` whose
 * `name` or `property` the head has already gets the new content until then, others are added.
 */
export function useHeadTags(tags: readonly HeadTag[] | undefined): void {
  const key = tags && tags.length > 0 ? JSON.stringify(tags) : '';
  useBrowserLayoutEffect(() => {
    if (!key) return;
    // A `<title>` is the page's document title, which the app sets.
    const undos = (JSON.parse(key) as HeadTag[]).flatMap((tag) =>
      tag.tagName === 'title' ? [] : [applyHeadTag(document.head, tag)],
    );
    return () => {
      for (const undo of undos.reverse()) undo();
    };
  }, [key]);
}

/** Applies one tag to the head; returns what undoes it. */
function applyHeadTag(
  head: HTMLHeadElement,
  { tagName, attributes }: Extract<HeadTag, { attributes: unknown }>,
): () => void {
  const prerendered = [...head.querySelectorAll(`${tagName}[${HEAD_TAG_ATTRIBUTE}]`)].find((element) =>
    hasExactly(element, attributes),
  );
  if (prerendered) {
    prerendered.removeAttribute(HEAD_TAG_ATTRIBUTE);
    return () => prerendered.remove();
  }
  const sameName = tagName === 'meta' ? metaNamed(head, attributes) : undefined;
  if (sameName) {
    const before = sameName.getAttribute('content');
    sameName.setAttribute('content', attributes.content ?? '');
    return () => (before === null ? sameName.removeAttribute('content') : sameName.setAttribute('content', before));
  }
  const added = document.createElement(tagName);
  for (const [name, value] of Object.entries(attributes)) added.setAttribute(name, value);
  head.append(added);
  return () => added.remove();
}

function hasExactly(element: Element, attributes: Record<string, string>): boolean {
  const names = Object.keys(attributes);
  return (
    element.attributes.length === names.length + 1 &&
    names.every((name) => element.getAttribute(name) === attributes[name])
  );
}

/** The head's `<meta>` with the same `name` (or `property`, Open Graph's) as the given one. */
function metaNamed(head: HTMLHeadElement, attributes: Record<string, string>): Element | undefined {
  const key = attributes.name !== undefined ? 'name' : attributes.property !== undefined ? 'property' : undefined;
  if (!key) return undefined;
  return [...head.querySelectorAll('meta')].find((meta) => meta.getAttribute(key) === attributes[key]);
}
