export interface HeadingPosition {
  id: string;
  /** Distance of the heading's top from the viewport's top, in pixels. */
  top: number;
}

/**
 * The heading of the section being read: the first heading inside the observed band, or else the last
 * one scrolled past the top offset; undefined above the first heading.
 */
export function pickActiveHeading(
  headings: readonly HeadingPosition[],
  visibleIds: ReadonlySet<string>,
  topOffset: number,
): string | undefined {
  const firstVisible = headings.find((heading) => visibleIds.has(heading.id));
  if (firstVisible) return firstVisible.id;
  return headings.filter((heading) => heading.top < topOffset).at(-1)?.id;
}
