import path from 'node:path';
import type { Parent, Root, RootContent } from 'mdast';
import type { Problems } from '../../errors/problems.js';
import type { DirectiveProblem } from '../directives/remark-landing-sections.js';
import type { KranPartial } from './mdx-nodes.js';
import type { MdxValue } from './mdx-value.js';
import type { StylesheetImport } from './read-esm.js';
import { SITE_ALIAS } from '@kran/contract';
import { markSourceFile } from '../links/resolve-links.js';

/**
 * A partial's parsed content by its path relative to the site root; `missing` when there is no such file, `outside`
 * when it lies outside the site folder and every content folder, where no partial is read from.
 */
export type LoadPartial = (file: string, props?: Record<string, MdxValue>) => LoadedPartial | 'missing' | 'outside';

/** A partial a tree shows: its import and the attributes it is given (its `props`). */
export interface PartialUse {
  specifier: string;
  props?: Record<string, MdxValue>;
}

/** A partial's parsed content, its problems and the stylesheets it imports. */
export interface LoadedPartial {
  tree: Root;
  problems: DirectiveProblem[];
  stylesheets?: StylesheetImport[];
}

/** The partials a tree shows, in order, with their props. */
export function partialUsesOf(tree: Root): PartialUse[] {
  const uses: PartialUse[] = [];
  walkPartials(tree, ({ data }) =>
    uses.push({ specifier: data.specifier, ...(data.props ? { props: data.props } : {}) }),
  );
  return uses;
}

/** The file an import in `file` names, relative to the site root (`@site/` is the site root, as in Docusaurus). */
export function resolvePartial(file: string, specifier: string): string {
  if (specifier.startsWith(SITE_ALIAS)) return path.posix.normalize(specifier.slice(SITE_ALIAS.length));
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

/**
 * Puts each partial's content in place of its `<Partial />`, recursively; a missing partial or one that imports
 * itself is a problem at the import's use.
 */
export function expandPartials(
  tree: Root,
  context: {
    file: string;
    loadPartial: LoadPartial;
    problems: Problems;
    /** Called with each partial's content, file and parsed partial before it is put in place. */
    prepare?: (content: Root, file: string, partial: LoadedPartial) => void;
    chain?: string[];
  },
): void {
  const { file, loadPartial, problems, prepare } = context;
  const chain = [...(context.chain ?? []), file];
  replacePartials(tree, (partial) => {
    const location = { file, line: partial.position?.start.line, column: partial.position?.start.column };
    const target = resolvePartial(file, partial.data.specifier);
    if (chain.includes(target)) {
      problems.error(
        `This partial includes itself: ${[...chain, target].join(' → ')}.`,
        location,
        'Remove one of the imports so that the partials form no cycle.',
      );
      return [];
    }
    const parsed = loadPartial(target, partial.data.props);
    if (parsed === 'missing' || parsed === 'outside') {
      problems.error(
        parsed === 'missing'
          ? `The partial ${partial.data.specifier} (${target}) does not exist.`
          : `The partial ${partial.data.specifier} (${target}) lies outside the site folder and every content folder.`,
        location,
        parsed === 'missing'
          ? 'Fix the path of the import, relative to this file.'
          : 'Move the partial into the site folder or a docs, blog or pages folder, and import it from there.',
      );
      return [];
    }
    for (const problem of parsed.problems)
      problems.report(problem, { file: target, line: problem.line, column: problem.column });
    const content = structuredClone(parsed.tree);
    markSourceFile(content, target);
    prepare?.(content, target, parsed);
    expandPartials(content, { file: target, loadPartial, problems, chain, ...(prepare ? { prepare } : {}) });
    return content.children;
  });
}

function walkPartials(node: Root | RootContent, visit: (partial: KranPartial) => void): void {
  if ((node.type as string) === 'kranPartial') visit(node as unknown as KranPartial);
  else if ('children' in node) for (const child of node.children) walkPartials(child, visit);
}

function replacePartials(parent: Parent, replace: (partial: KranPartial) => RootContent[]): void {
  parent.children = parent.children.flatMap((child) => {
    if ((child.type as string) === 'kranPartial') return replace(child as unknown as KranPartial);
    // A paragraph that holds only a partial gives way to the partial's blocks.
    if (child.type === 'paragraph' && child.children.length === 1 && isPartial(child.children[0]!))
      return replace(child.children[0] as unknown as KranPartial);
    if ('children' in child) replacePartials(child, replace);
    return [child];
  });
}

function isPartial(node: RootContent): boolean {
  return (node.type as string) === 'kranPartial';
}
