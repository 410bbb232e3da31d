import type { Node } from 'unist';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { SourceLocation } from '../../errors/errors.js';
import type { Problems } from '../../errors/problems.js';
import type { MaybePromise } from '../../maybe-async.js';
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
 * The result is the tree itself while every transformer finishes at once, and a promise of it from the first one
 * that works asynchronously (returning a promise or calling back later) on.
 */
export function runPlugins(tree: Node, entries: readonly PluginEntry[], context: PluginFile): MaybePromise<Node> {
  const vfile = new VFile({ path: context.file, value: context.source });
  const runFrom = (first: number, current: Node): MaybePromise<Node> => {
    for (let index = first; index < entries.length; index++) {
      const entry = entries[index]!;
      const reported = vfile.messages.length;
      const settle = (outcome: Outcome): Node | undefined => {
        for (const message of vfile.messages.slice(reported).filter(({ fatal }) => fatal !== true))
          context.problems.warn(
            `The markdown plugin "${entry.name}" (${entry.configPath}) reports: ${message.reason}`,
            locationOf(message, context.file),
          );
        if ('tree' in outcome) return outcome.tree;
        reportFailure(outcome.error, entry, context);
        return undefined;
      };
      const outcome = runOne(entry, current, vfile);
      if (outcome instanceof Promise)
        return outcome.then((later) => {
          const next = settle(later);
          return next ? runFrom(index + 1, next) : current;
        });
      const next = settle(outcome);
      if (!next) return current;
      current = next;
    }
    return current;
  };
  return runFrom(0, tree);
}

type Outcome = { tree: Node } | { error: unknown };

/** Runs one plugin's transformer: its outcome at once when it finishes synchronously, else a promise of it. */
function runOne(entry: PluginEntry, tree: Node, vfile: VFile): MaybePromise<Outcome> {
  let outcome: Outcome | undefined;
  let deliver: ((outcome: Outcome) => void) | undefined;
  try {
    processorOf(entry).run(tree, vfile, (error, result) => {
      const finished = error ? { error } : { tree: (result as Node | undefined) ?? tree };
      if (deliver) deliver(finished);
      else outcome = finished;
    });
  } catch (error) {
    return { error };
  }
  return outcome ?? new Promise((resolve) => (deliver = resolve));
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
  context.problems.error(
    `The markdown plugin "${entry.name}" (${entry.configPath}) failed on this file: ${reason}`,
    locationOf(error, context.file),
    `Fix the markdown at this place, or check the options of ${entry.configPath} in site.config.ts.`,
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
