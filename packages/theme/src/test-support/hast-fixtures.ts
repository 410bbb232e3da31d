import type { HastContent } from '../types.js';

/** A hast root found in the fixtures, named by its file and where it sits in the exported value. */
export interface HastFixture {
  name: string;
  content: HastContent;
}

const fixtureModules = import.meta.glob<Record<string, unknown>>('../fixtures/*.{ts,tsx}', { eager: true });

function isHastRoot(value: object): value is HastContent {
  return (value as { type?: unknown }).type === 'root' && Array.isArray((value as { children?: unknown }).children);
}

function collectRoots(value: unknown, name: string, found: HastFixture[], seen: Set<object>): void {
  // React elements (code-block fixtures) hold no hast.
  if (typeof value !== 'object' || value === null || seen.has(value) || '$$typeof' in value) return;
  seen.add(value);
  if (isHastRoot(value)) {
    found.push({ name, content: value });
    return;
  }
  for (const [key, child] of Object.entries(value)) collectRoots(child, `${name}.${key}`, found, seen);
}

/** Every hast root that any module in src/fixtures exports, at any depth, so a new fixture is covered at once. */
export function hastFixtures(): HastFixture[] {
  const found: HastFixture[] = [];
  const seen = new Set<object>();
  for (const [file, exports] of Object.entries(fixtureModules)) {
    const module = file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    for (const [exportName, value] of Object.entries(exports)) {
      collectRoots(value, `${module}.${exportName}`, found, seen);
    }
  }
  return found;
}
