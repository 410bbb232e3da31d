import { readFileSync } from 'node:fs';

export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

/** The stories of the built Storybook, from the index.json that `storybook build` writes. */
export function readStories(staticDir: URL): IndexedStory[] {
  const indexFile = new URL('index.json', staticDir);
  let text: string;
  try {
    text = readFileSync(indexFile, 'utf8');
  } catch (error) {
    throw new Error(`${indexFile.pathname} cannot be read. Run \`pnpm --filter @kran/theme build-storybook\` first.`, {
      cause: error,
    });
  }
  const index = JSON.parse(text) as { entries: Record<string, IndexedStory & { type: string }> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags = [] }) => ({ id, title, name, tags }));
}
