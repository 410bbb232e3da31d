import { useEffect, useState } from 'react';
import { ISLANDS_MOUNTED_EVENT } from '../islands/island-registry.js';
import { pickActiveHeading } from './pick-active-heading.js';

// Below the sticky navbar (4rem) with some room, so a heading counts as read once it reaches the top.
const TOP_OFFSET_PX = 80;

/**
 * The id of the heading whose section is being read, tracked with an IntersectionObserver while the
 * visitor scrolls. Undefined on the server and in the first client render, so the markup matches.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [activeId, setActiveId] = useState<string>();
  // Islands that mount late (tabs, details) replace the headings inside them with new elements: watch those.
  const [islandsMounted, setIslandsMounted] = useState(0);
  useEffect(() => {
    const recount = () => setIslandsMounted((count) => count + 1);
    window.addEventListener(ISLANDS_MOUNTED_EVENT, recount);
    return () => window.removeEventListener(ISLANDS_MOUNTED_EVENT, recount);
  }, []);
  const idList = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || idList === '') return undefined;
    const headings = idList
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((heading): heading is HTMLElement => heading !== null);
    const visibleIds = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visibleIds.add(entry.target.id);
          else visibleIds.delete(entry.target.id);
        }
        const positions = headings.map((heading) => ({ id: heading.id, top: heading.getBoundingClientRect().top }));
        setActiveId(pickActiveHeading(positions, visibleIds, TOP_OFFSET_PX));
      },
      { rootMargin: `-${TOP_OFFSET_PX}px 0px -55% 0px` },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [idList, islandsMounted]);
  return activeId;
}
