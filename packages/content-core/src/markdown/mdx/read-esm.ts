import type { Root } from 'mdast';
import type { Directive, ImportDeclaration, Literal, ModuleDeclaration, Program, Statement } from 'estree';
import { assetUrlValue, isAssetSpecifier } from '../links/asset-urls.js';
import { SITE_ALIAS } from '@kran/contract';
import { evaluateExpression, type EvaluationScope, type MdxValue } from './evaluate-expression.js';
import { isPackageSpecifier } from './installed-package.js';
import { MdxError, placeOf } from './mdx-error.js';
import type { MdxReading } from './mdx-version.js';
import { textImportKind } from './text-imports.js';

/** The theme components MDX content may use, under their Docusaurus module names. */
export const THEME_MODULES = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/TOCInline': 'TOCInline',
  '@theme/Details': 'Details',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@docusaurus/Link': 'Link',
  '@docusaurus/BrowserOnly': 'BrowserOnly',
  '@theme/DocCardList': 'DocCardList',
} as const;

export type MdxThemeComponent = (typeof THEME_MODULES)[keyof typeof THEME_MODULES];

export type ImportBinding =
  | { kind: 'component'; component: MdxThemeComponent }
  | { kind: 'partial'; specifier: string }
  | { kind: 'baseUrl' }
  /**
   * A React component of the site (`@site/src/…` or a relative module) or of an npm package installed for it, with
   * the name the module exports it under and the place of its import.
   */
  | { kind: 'siteComponent'; specifier: string; exportName: string; importedAt?: Place }
  /** An import Kran cannot render, reported once at the import; its uses render nothing. */
  | { kind: 'unsupported' }
  /** `useCurrentSidebarCategory` of `@docusaurus/theme-common`, whose `.items` a `<DocCardList>` is given. */
  | { kind: 'currentSidebarCategory' };

/** What a file's imports and exports define, for the JSX and expressions below them. */
export interface MdxScope extends EvaluationScope {
  values: Map<string, MdxValue>;
  baseUrlFunctions: Set<string>;
  imports: Map<string, ImportBinding>;
  /** The stylesheets the file imports for their effect (`import 'pkg/dist/style.css';`), at their imports. */
  stylesheets: StylesheetImport[];
  /** The markdown between the JSX of a Docusaurus 2 (MDX 1) expression, by number (mdx1-spans.ts). */
  markdownParts: Root[];
  /** The texts of the files imported as their text or data, by import (text-imports.ts). */
  importedTexts: Readonly<Record<string, string>>;
}

/** A stylesheet an MDX file imports for its effect, at its import. */
export interface StylesheetImport {
  specifier: string;
  importedAt?: Place;
}

/** A line and column in the file. */
export interface Place {
  line: number;
  column: number;
}

/** An empty scope, but for the components the site gives every MDX file (`markdown.mdxComponents`). */
export function createMdxScope(
  components: MdxReading['components'] = {},
  importedTexts: MdxScope['importedTexts'] = {},
): MdxScope {
  const imports = new Map<string, ImportBinding>();
  for (const [name, { specifier, exportName }] of Object.entries(components))
    imports.set(name, bindingOf(specifier, exportName));
  return { values: new Map(), baseUrlFunctions: new Set(), imports, stylesheets: [], markdownParts: [], importedTexts };
}

const PARTIAL = /\.mdx?$/;
const STYLESHEET = /\.css$/;

/** Where an import is, when its node knows. */
function importedAtOf(node: Literal | undefined): { importedAt?: Place } {
  const place = placeOf(node);
  return place ? { importedAt: place } : {};
}

/** Adds one `import`/`export` block's bindings to the scope; what Kran cannot run is an MdxError. */
export function readEsm(program: Program, scope: MdxScope): void {
  for (const statement of program.body) readStatement(statement, scope);
}

function readStatement(statement: Statement | ModuleDeclaration | Directive, scope: MdxScope): void {
  if (statement.type === 'ImportDeclaration') {
    const specifier = String(statement.source.value);
    if (statement.specifiers.length === 0 && STYLESHEET.test(specifier)) {
      scope.stylesheets.push({ specifier, ...importedAtOf(statement.source) });
    }
    for (const imported of statement.specifiers) {
      const name = imported.local.name;
      const exportName = exportNameOf(imported);
      const text = scope.importedTexts[specifier];
      if (exportName === 'default' && text !== undefined) {
        scope.values.set(name, textImportValue(specifier, text, statement.source));
        continue;
      }
      if (exportName === 'default' && textImportKind(specifier, []))
        throw new MdxError(
          `The import \`${specifier}\` names no file.`,
          statement.source,
          "Fix the import's path: `@site/` starts at the site's folder, `./` at this file's folder.",
        );
      if (exportName === 'default' && isAssetSpecifier(specifier)) {
        scope.values.set(name, assetUrlValue(specifier));
        continue;
      }
      scope.imports.set(name, { kind: 'unsupported' });
      scope.imports.set(name, bindingOf(specifier, exportName, statement.source));
      if (specifier === '@docusaurus/useBaseUrl') scope.baseUrlFunctions.add(name);
    }
    return;
  }
  if (statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration') {
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== 'Identifier' || !declarator.init)
        throw new MdxError('Only `export const name = value;` can be exported from MDX.', declarator, EXPORT_HINT);
      scope.values.set(declarator.id.name, evaluateExpression(declarator.init, scope));
    }
    return;
  }
  throw new MdxError(
    `Kran does not run this ${describe(statement)} in MDX; only imports and \`export const\` values are supported.`,
    statement,
    EXPORT_HINT,
  );
}

const EXPORT_HINT =
  "Export values as `export const name = 'text';`; move code into a component of the theme or write it as markdown.";

/**
 * What an import of `specifier`'s `exportName` binds (`node` is the import's source, if it is written in the file); an
 * import Kran cannot render is an MdxError.
 */
export function bindingOf(specifier: string, exportName: string | undefined, node?: Literal): ImportBinding {
  const isDefault = exportName === 'default';
  if (specifier === '@docusaurus/useBaseUrl') return { kind: 'baseUrl' };
  if (specifier === '@docusaurus/theme-common' && exportName === 'useCurrentSidebarCategory')
    return { kind: 'currentSidebarCategory' };
  const component = THEME_MODULES[specifier as keyof typeof THEME_MODULES];
  if (component && isDefault) return { kind: 'component', component };
  const isLocal = specifier.startsWith('.') || specifier.startsWith(SITE_ALIAS);
  if (PARTIAL.test(specifier) && isDefault && isLocal) return { kind: 'partial', specifier };
  if ((isLocal || isPackageSpecifier(specifier)) && exportName !== undefined && !PARTIAL.test(specifier))
    return { kind: 'siteComponent', specifier, exportName, ...importedAtOf(node) };
  throw new MdxError(
    `\`${specifier}\` cannot be imported in MDX: Kran renders partials (\`./_file.md\`), the site's own ` +
      `components (\`@site/src/…\` or a relative path), components of npm packages and the theme's components ` +
      `(${Object.keys(THEME_MODULES).join(', ')}).`,
    node,
    'Import a component of the site, of a package or of the theme, by its default or named export, or write the ' +
      'content as markdown.',
  );
}

/** A text import's value: the file's text, or a JSON file's data. */
function textImportValue(specifier: string, text: string, node: Literal): MdxValue {
  if (textImportKind(specifier, []) !== 'json') return text;
  try {
    return JSON.parse(text) as MdxValue;
  } catch (error) {
    throw new MdxError(
      `\`${specifier}\` is not JSON: ${(error as Error).message}.`,
      node,
      'Fix the JSON file, or import it with `!!raw-loader!` for its text.',
    );
  }
}

/** The name a module exports what an import takes; undefined for `import * as x`. */
function exportNameOf(imported: ImportDeclaration['specifiers'][number]): string | undefined {
  if (imported.type === 'ImportDefaultSpecifier') return 'default';
  if (imported.type === 'ImportNamespaceSpecifier') return undefined;
  return imported.imported.type === 'Identifier' ? imported.imported.name : String(imported.imported.value);
}

function describe(statement: Statement | ModuleDeclaration | Directive): string {
  if (statement.type === 'ExportDefaultDeclaration') return 'default export';
  if (statement.type === 'ExportAllDeclaration') return 'export *';
  if (statement.type === 'ExportNamedDeclaration') return 'export';
  return statement.type;
}
