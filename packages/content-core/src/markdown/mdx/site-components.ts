import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Parent, Root, RootContent } from 'mdast';
import type { Problems } from '../../errors/problems.js';
import { attributesOf, type LowerChildren } from './jsx-attributes.js';
import { COMPONENT_TAG, element, type JsxElement, type KranElement } from './mdx-nodes.js';
import { resolvePartial } from './expand-partials.js';
import type { MdxScope } from './read-esm.js';

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
  binding: { specifier: string; exportName: string },
  node: JsxElement,
  scope: MdxScope,
  lowerChildren: LowerChildren,
): KranElement {
  const props = attributesOf(node, scope);
  return element(
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
}

/**
 * Resolves the imports of the site components a file's tree shows to files below the site's folder, relative to
 * it (`data-kran-module`); an import that names no file is a problem at the component's use.
 */
export function resolveSiteComponents(
  tree: Root,
  context: { file: string; siteDir: string; problems: Problems },
): string[] {
  const modules: string[] = [];
  visitSiteComponents(tree, (node) => {
    const properties = node.data.hProperties;
    const specifier = String(properties.dataKranImport);
    const target = resolvePartial(context.file, specifier);
    const file = findModuleFile(context.siteDir, target);
    delete properties.dataKranImport;
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
