import type { Node } from 'unist';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { SourceLocation } from '../../errors/errors.js';
import type { Problems } from '../../errors/problems.js';
import type { PluginEntry } from './markdown-plugins.js';

/** The file a tree was made from, for plugins (as their vfile) and for the problems they report. */
export interface PluginFile {
  /** Relative to the site root. */
  file: string;
  /** The file's text, when the tree is still the markdown's. */
  source?: string;
  problems: Problems;
}

type Place = { line?: number; column?: number; start?: { line?: number; column?: number } };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each plugin makes a processor of its own kind
type PluginProcessor = Processor<any, any, any, any, any>;

const processors = new WeakMap<PluginEntry, PluginProcessor>();

/**
 * Runs each plugin's transformer on the tree in turn. What a plugin reports through its vfile becomes a warning at
 * the place it names; a plugin that throws becomes an error naming the plugin, and the plugins after it do not run.
 */
export function runPlugins(tree: Node, entries: readonly PluginEntry[], context: PluginFile): Node {
  let current = tree;
  const vfile = new VFile({ path: context.file, value: context.source });
  for (const entry of entries) {
    const reported = vfile.messages.length;
    try {
      current = processorOf(entry).runSync(current, vfile) as Node;
    } catch (error) {
      reportFailure(error, entry, context);
      return current;
    } finally {
      for (const message of vfile.messages.slice(reported).filter(({ fatal }) => fatal !== true))
        context.problems.warn(
          `The markdown plugin "${entry.name}" (${entry.configPath}) reports: ${message.reason}`,
          locationOf(message, context.file),
        );
    }
  }
  return current;
}

function processorOf(entry: PluginEntry): PluginProcessor {
  let processor = processors.get(entry);
  if (!processor) {
    processor = unified()
      .use(entry.attacher, ...entry.parameters)
      .freeze() as PluginProcessor;
    processors.set(entry, processor);
  }
  return processor;
}

/** Reports a plugin that threw (while it was set up or ran) as an error of the file. */
export function reportFailure(error: unknown, entry: PluginEntry, context: PluginFile): void {
  const reason = error instanceof Error ? error.message : String(error);
  const isAsync = /finished async/.test(reason);
  context.problems.error(
    isAsync
      ? `The markdown plugin "${entry.name}" (${entry.configPath}) works asynchronously, which Kran does not support.`
      : `The markdown plugin "${entry.name}" (${entry.configPath}) failed on this file: ${reason}`,
    locationOf(error, context.file),
    isAsync
      ? 'Use a plugin whose transformer returns the tree instead of a promise, or remove it from site.config.ts.'
      : `Fix the markdown at this place, or check the options of ${entry.configPath} in site.config.ts.`,
  );
}

/** The place a plugin's error names (a vfile message's line and column, or a node position), else the file. */
export function locationOf(error: unknown, file: string): SourceLocation {
  const place = (error ?? {}) as Place & { place?: Place; position?: Place };
  for (const candidate of [place, place.place, place.position, place.place?.start, place.position?.start]) {
    if (typeof candidate?.line === 'number')
      return { file, line: candidate.line, ...(candidate.column ? { column: candidate.column } : {}) };
  }
  return { file };
}
