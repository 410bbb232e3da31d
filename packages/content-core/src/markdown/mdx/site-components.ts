import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Parent, Root, RootContent } from 'mdast';
import type { Problems } from '../../errors/problems.js';
import { attributesOf, type LowerChildren } from './jsx-attributes.js';
import type { Expression } from 'estree';
import { COMPONENT_TAG, element, expressionOf, type JsxElement, type KranElement } from './mdx-nodes.js';
import { MdxError } from './mdx-error.js';
import { resolvePartial } from './expand-partials.js';
import { isInstalledFor, isPackageSpecifier, notInstalledProblem } from './installed-package.js';
import type { MdxScope, Place } from './read-esm.js';

/** `data-kran-component` of a site's own component; `data-kran-module` names its file, `data-kran-export` its export. */
export const SITE_COMPONENT = 'Site';

/** The extensions a site component's file may have, in the order an import without one tries them. */
export const SITE_COMPONENT_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/**
 * `<Highlight color="…">text</Highlight>` of an imported site component becomes a `kran-component` element with
 * the import, the export's name and the evaluated props; its children are the component's children. The import is
 * resolved to a file when the content is rendered (`resolveSiteComponents`), since only then the file is known.
 */
export function lowerSiteComponent(
  binding: { specifier: string; exportName: string; importedAt?: Place },
  node: JsxElement,
  scope: MdxScope,
  lowerChildren: LowerChildren,
): KranElement {
  const props = attributesOf(node, scope);
  const render = functionChildOf(node);
  if (render)
    throw new MdxError(
      `\`<${node.name}>\` is given a function as its children, which Kran cannot pass on to it: Kran renders a ` +
        "site's components while it builds and mounts them in the browser with props it writes into the page, " +
        'and a function cannot be written there.',
      render,
      `Write a component of the site that renders \`<${node.name}>\` with this function (a .jsx or .tsx file ` +
        'under src/components) and use that component here.',
    );
  const lowered = element(
    COMPONENT_TAG,
    {
      dataKranComponent: SITE_COMPONENT,
      dataKranImport: binding.specifier,
      dataKranExport: binding.exportName,
      dataKranProps: JSON.stringify(props),
    },
    lowerChildren(node.children),
    node.position,
  );
  if (binding.importedAt) lowered.data.kranImportedAt = binding.importedAt;
  return lowered;
}

/** A function among an element's children (`{(x) => <b>{x}</b>}`), directly or alone in a paragraph. */
function functionChildOf(node: JsxElement): Expression | undefined {
  const children = node.children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child]));
  for (const child of children) {
    if (child.type !== 'mdxFlowExpression' && child.type !== 'mdxTextExpression') continue;
    const expression = expressionOf(child.data?.estree);
    if (expression?.type === 'ArrowFunctionExpression' || expression?.type === 'FunctionExpression') return expression;
  }
  return undefined;
}

/** The `data-kran-module` of a component from an npm package: `npm:` and the import (`npm:react-lite-youtube-embed`). */
export const PACKAGE_MODULE_PREFIX = 'npm:';

/**
 * Resolves the imports of the site components a file's tree shows to files below the site's folder, relative to
 * it (`data-kran-module`), or to a package installed for the site (`npm:name`); an import that names no file is a
 * problem at the component's use, a package that is not installed one at its import (once).
 */
export function resolveSiteComponents(
  tree: Root,
  context: { file: string; siteDir: string; problems: Problems },
): string[] {
  const modules: string[] = [];
  const reported = new Set<string>();
  visitSiteComponents(tree, (node) => {
    const properties = node.data.hProperties;
    const specifier = String(properties.dataKranImport);
    delete properties.dataKranImport;
    if (isPackageSpecifier(specifier)) {
      if (isInstalledFor(context.siteDir, specifier)) {
        properties.dataKranModule = `${PACKAGE_MODULE_PREFIX}${specifier}`;
        modules.push(properties.dataKranModule);
      } else if (!reported.has(specifier)) {
        reported.add(specifier);
        const { message, hint } = notInstalledProblem(specifier);
        const place = node.data.kranImportedAt ?? node.position?.start;
        context.problems.error(message, { file: context.file, line: place?.line, column: place?.column }, hint);
      }
      return;
    }
    const target = resolvePartial(context.file, specifier);
    const file = findModuleFile(context.siteDir, target);
    if (file) {
      properties.dataKranModule = file;
      modules.push(file);
      return;
    }
    const tried = path.posix.extname(target) ? target : `${target}{${SITE_COMPONENT_EXTENSIONS.join(',')}}`;
    context.problems.error(
      `The component import \`${specifier}\` names no file (looked for ${tried} and its index file).`,
      { file: context.file, line: node.position?.start.line, column: node.position?.start.column },
      "Fix the import's path: `@site/` starts at the site's folder, `./` at this file's folder.",
    );
  });
  return modules;
}

function findModuleFile(siteDir: string, target: string): string | undefined {
  if (target.startsWith('..')) return undefined;
  const candidates = path.posix.extname(target)
    ? [target]
    : [...SITE_COMPONENT_EXTENSIONS.map((extension) => target + extension)].concat(
        SITE_COMPONENT_EXTENSIONS.map((extension) => `${target}/index${extension}`),
      );
  return candidates.find((candidate) => {
    const absolute = path.join(siteDir, candidate);
    return existsSync(absolute) && statSync(absolute).isFile();
  });
}

function visitSiteComponents(parent: Parent, visit: (node: KranElement) => void): void {
  for (const child of parent.children as RootContent[]) {
    if (child.type === 'kranElement' && child.data.hProperties.dataKranImport !== undefined) visit(child);
    if ('children' in child) visitSiteComponents(child, visit);
  }
}
