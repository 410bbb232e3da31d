import { vi } from 'vitest';

/** Counts the objects made by one of Intl's constructors, which keep working; undo with `vi.restoreAllMocks()`. */
export function countMade(name: 'NumberFormat' | 'PluralRules' | 'DateTimeFormat') {
  const Original = Intl[name] as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, name).mockImplementation(function made(...args: unknown[]) {
    return new Original(...args);
  } as never);
}
