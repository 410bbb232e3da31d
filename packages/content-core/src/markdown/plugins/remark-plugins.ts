import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import { unified, type Processor } from 'unified';
import type { MaybePromise } from '../../maybe-async.js';
import type { PluginEntry } from './markdown-plugins.js';
import { markdownParser, type RemarkHooks } from '../parse/parse-markdown.js';
import { reportFailure, runPlugins, type PluginFile } from './run-plugins.js';

/** An instance's remark plugins: those before Kran's own and those after. */
export interface RemarkPlugins {
  before: PluginEntry[];
  after: PluginEntry[];
}

export const NO_REMARK_PLUGINS: RemarkPlugins = { before: [], after: [] };

const parsers = new WeakMap<RemarkPlugins, Processor<Root>>();
const mdxParsers = new WeakMap<RemarkPlugins, Processor<Root>>();

/**
 * Where an instance's remark plugins run while a file is parsed: all of them extend the parser (remark-math adds
 * its syntax this way), then each list's transformers run at its place.
 */
export function remarkHooksFor(plugins: RemarkPlugins, context: PluginFile): RemarkHooks {
  if (plugins.before.length === 0 && plugins.after.length === 0) return {};
  let parser = parsers.get(plugins);
  if (!parser) {
    const entries = [...plugins.before, ...plugins.after];
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- plugins change the processor's kind
    let extended: Processor<any, any, any, any, any> = markdownParser();
    for (const entry of entries) extended = extended.use(entry.attacher, ...entry.parameters);
    try {
      parser = extended.freeze() as Processor<Root>;
    } catch (error) {
      // Setting up a plugin threw; the one that throws alone is named.
      reportFailure(error, entries.find((entry) => !canSetUp(entry)) ?? entries[0]!, context);
      return { parse: () => ({ type: 'root', children: [] }) };
    }
    parsers.set(plugins, parser);
  }
  let mdxParser = mdxParsers.get(plugins);
  if (!mdxParser) mdxParsers.set(plugins, (mdxParser = parser().use(remarkMdx).freeze() as Processor<Root>));
  return {
    parse: (text) => parser.parse(text) as Root,
    mdxParser,
    beforeDefault: (tree) => runPlugins(tree, plugins.before, context) as MaybePromise<Root>,
    afterDefault: (tree) => runPlugins(tree, plugins.after, context) as MaybePromise<Root>,
  };
}

function canSetUp(entry: PluginEntry): boolean {
  try {
    unified()
      .use(entry.attacher, ...entry.parameters)
      .freeze();
    return true;
  } catch {
    return false;
  }
}
