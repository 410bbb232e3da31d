import type { Root, RootContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { ADMONITION_TYPES } from './remark-admonitions.js';

/** Container directives a markdown page can use for the theme's landing sections. */
export const LANDING_SECTIONS = [
  'hero',
  'features',
  'feature',
  'cards',
  'card',
  'cta',
  'code-example',
  'columns',
  'column',
] as const;
/** Leaf directives that content-core fills with data: `::latest-posts{blog="release" count="3"}`. */
export const LANDING_DATA = ['latest-posts'] as const;

export interface DirectiveProblem {
  message: string;
  line?: number;
  column?: number;
  hint: string;
  /** Reported as a warning: the build goes on. */
  isWarning?: boolean;
}

/**
 * Turns landing directives into `<section data-landing="name" data-title="label" data-*>` for the theme.
 * Text directives (`:name` inside a sentence, e.g. in "Port:8080") are put back as the text they were;
 * unknown block directives are reported.
 */
export function remarkLandingSections(source: string, problems: DirectiveProblem[]) {
  const known = [...ADMONITION_TYPES, ...LANDING_SECTIONS, ...LANDING_DATA];
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'textDirective' && parent && index !== undefined) {
        parent.children.splice(index, 1, restoreText(node as TextDirective, source));
        return [SKIP, index];
      }
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective') return;
      const directive = node as ContainerDirective | LeafDirective;
      if ((ADMONITION_TYPES as readonly string[]).includes(directive.name)) return;
      if (!(known as readonly string[]).includes(directive.name)) {
        problems.push({
          message: `The directive "${directive.type === 'leafDirective' ? '::' : ':::'}${directive.name}" is not known.`,
          line: directive.position?.start.line,
          column: directive.position?.start.column,
          hint: `Use one of: ${known.join(', ')}.`,
        });
        return;
      }
      const title = takeLabel(directive);
      const attributes = Object.fromEntries(
        Object.entries(directive.attributes ?? {}).map(([key, value]) => [`data-${key}`, value ?? '']),
      );
      directive.data = {
        ...directive.data,
        hName: 'section',
        hProperties: { dataLanding: directive.name, ...(title ? { dataTitle: title } : {}), ...attributes },
      };
    });
  };
}

function takeLabel(directive: ContainerDirective | LeafDirective): string | undefined {
  if (directive.type === 'leafDirective') return directive.children.length ? toString(directive) : undefined;
  const first = directive.children[0] as RootContent & { data?: { directiveLabel?: boolean } };
  if (first?.type !== 'paragraph' || !first.data?.directiveLabel) return undefined;
  directive.children.shift();
  return toString(first);
}

function restoreText(node: TextDirective, source: string): Text {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  const value = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}${toString(node)}`;
  return { type: 'text', value };
}
