import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A prerendered page of a build: its path on the site and the kind of route (layout) it shows. */
export interface BuiltPage {
  path: string;
  kind: string;
}

const PAGE_DATA = /<script id="__KRAN_DATA__" type="application\/json">(.*?)<\/script>/s;

/** Every HTML page in `buildDir` (Pagefind's files aside), read from the data each page embeds for hydration. */
export async function builtPagesOf(buildDir: string): Promise<BuiltPage[]> {
  const files = (await readdir(buildDir, { recursive: true })).filter(
    (file) => file.endsWith('.html') && !file.startsWith('pagefind'),
  );
  const pages = await Promise.all(
    files.map(async (file) => {
      const data = PAGE_DATA.exec(await readFile(path.join(buildDir, file), 'utf8'))?.[1];
      if (!data) throw new Error(`${path.join(buildDir, file)} embeds no page data.`);
      const { page } = JSON.parse(data) as { page: { path: string; props: { route: { kind: string } } } };
      return { path: page.path, kind: page.props.route.kind };
    }),
  );
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
