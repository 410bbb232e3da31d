import type { SourceFile } from './collect-files.js';
import { FieldReader } from '../front-matter/fields.js';
import { pageFields } from '../front-matter/schemas.js';
import { readLastUpdate } from '../front-matter/last-update.js';
import { readHeadFacts, readLocalImage, type LocalImage } from '../front-matter/head-facts.js';
import { readTocLevels, type TocLevelOverrides } from '../front-matter/toc-levels.js';
import { parseFrontMatter } from '../front-matter/parse-front-matter.js';
import { andThen, type MaybePromise } from '../maybe-async.js';
import { loadMarkdown, markdownContextOf } from './load-markdown.js';
import type { MdxReading } from '../markdown/mdx/mdx-version.js';
import { NO_REMARK_PLUGINS, type RemarkPlugins } from '../markdown/plugins/remark-plugins.js';
import { storedMarkdownOf, type StoredMarkdown } from '../markdown/parse/stored-markdown.js';
import type { Problems } from '../errors/problems.js';
import type { LastUpdate, PageHeadFacts } from '../types.js';
import { describe } from './describe.js';
import { joinPath } from '../route-paths.js';

export interface LoadedPage {
  file: string;
  permalink: string;
  title?: string;
  heading?: string;
  description: string;
  parsed: StoredMarkdown;
  tocLevels?: TocLevelOverrides;
  headFacts: PageHeadFacts;
  localImage?: LocalImage;
  lastUpdate?: LastUpdate;
}

/** A page's route: its path in the pages folder without the extension, `index` standing for the folder. */
export function pagePermalink(relativePath: string): string {
  return joinPath(relativePath.replace(/\.[^./]+$/, '').replace(/(^|\/)index$/, ''));
}

/** Reads a markdown page; its route is its path in the pages folder, `index.md` standing for the folder. */
export function loadPage(
  sourceFile: SourceFile,
  problems: Problems,
  plugins: RemarkPlugins = NO_REMARK_PLUGINS,
  mdx?: MdxReading,
): MaybePromise<LoadedPage | undefined> {
  const { file, relativePath, source } = sourceFile;
  const frontMatter = problems.capture(() => parseFrontMatter(source, file));
  if (!frontMatter) return undefined;
  const fields = new FieldReader(frontMatter, pageFields, problems);
  if (fields.value('draft') === true) return undefined;
  return andThen(
    loadMarkdown(source, file, problems, plugins, markdownContextOf(sourceFile, frontMatter, mdx)),
    (parsed) => {
      const title = fields.value('title') ?? parsed.contentTitle;
      const lastUpdate = readLastUpdate(fields);
      return {
        file,
        permalink: pagePermalink(relativePath),
        ...(title === undefined ? {} : { title }),
        ...(parsed.contentTitle === undefined ? {} : { heading: parsed.contentTitle }),
        description: fields.value('description') ?? describe(parsed.tree),
        parsed: storedMarkdownOf(parsed),
        tocLevels: readTocLevels(fields),
        headFacts: readHeadFacts(fields),
        ...readLocalImage(fields),
        ...(lastUpdate ? { lastUpdate } : {}),
      };
    },
  );
}
