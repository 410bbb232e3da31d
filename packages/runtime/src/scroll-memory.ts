/** Remembers the scroll position of each history entry, so back and forward return to it. */
export class ScrollMemory {
  private positions = new Map<string, number>();

  save(key: string, y: number): void {
    this.positions.set(key, y);
  }

  positionOf(key: string): number | undefined {
    return this.positions.get(key);
  }
}

/** Where to scroll after a page switch: the remembered position on back/forward, else the #hash or the top. */
export function scrollTargetOf(options: {
  isPop: boolean;
  remembered?: number;
  hash: string;
}): { y: number } | { elementId: string } {
  if (options.isPop && options.remembered !== undefined) return { y: options.remembered };
  const id = decodeURIComponent(options.hash.replace(/^#/, ''));
  return id ? { elementId: id } : { y: 0 };
}
