import type { Directive, ImportDeclaration, Literal, ModuleDeclaration, Program, Statement } from 'estree';
import { evaluateExpression, type EvaluationScope, type MdxValue } from './evaluate-expression.js';
import { MdxError } from './mdx-error.js';

/** The theme components MDX content may use, under their Docusaurus module names. */
export const THEME_MODULES = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/TOCInline': 'TOCInline',
  '@theme/Details': 'Details',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@docusaurus/Link': 'Link',
} as const;

export type MdxThemeComponent = (typeof THEME_MODULES)[keyof typeof THEME_MODULES];

export type ImportBinding =
  | { kind: 'component'; component: MdxThemeComponent }
  | { kind: 'partial'; specifier: string }
  | { kind: 'baseUrl' }
  /** A site's own React component: `@site/src/…` or a relative module, with the name it exports it under. */
  | { kind: 'siteComponent'; specifier: string; exportName: string }
  /** An import Kran cannot render, reported once at the import; its uses render nothing. */
  | { kind: 'unsupported' };

/** What a file's imports and exports define, for the JSX and expressions below them. */
export interface MdxScope extends EvaluationScope {
  values: Map<string, MdxValue>;
  baseUrlFunctions: Set<string>;
  imports: Map<string, ImportBinding>;
}

export function createMdxScope(): MdxScope {
  return { values: new Map(), baseUrlFunctions: new Set(), imports: new Map() };
}

const PARTIAL = /\.mdx?$/;

/** Adds one `import`/`export` block's bindings to the scope; what Kran cannot run is an MdxError. */
export function readEsm(program: Program, scope: MdxScope): void {
  for (const statement of program.body) readStatement(statement, scope);
}

function readStatement(statement: Statement | ModuleDeclaration | Directive, scope: MdxScope): void {
  if (statement.type === 'ImportDeclaration') {
    const specifier = String(statement.source.value);
    for (const imported of statement.specifiers) {
      const name = imported.local.name;
      const exportName = exportNameOf(imported);
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

function bindingOf(specifier: string, exportName: string | undefined, node: Literal): ImportBinding {
  const isDefault = exportName === 'default';
  if (specifier === '@docusaurus/useBaseUrl') return { kind: 'baseUrl' };
  const component = THEME_MODULES[specifier as keyof typeof THEME_MODULES];
  if (component && isDefault) return { kind: 'component', component };
  const isLocal = specifier.startsWith('.') || specifier.startsWith(SITE_PREFIX);
  if (PARTIAL.test(specifier) && isDefault && isLocal) return { kind: 'partial', specifier };
  if (isLocal && exportName !== undefined && !PARTIAL.test(specifier))
    return { kind: 'siteComponent', specifier, exportName };
  throw new MdxError(
    `\`${specifier}\` cannot be imported in MDX: Kran renders partials (\`./_file.md\`), the site's own ` +
      `components (\`@site/src/…\` or a relative path) and the theme's components ` +
      `(${Object.keys(THEME_MODULES).join(', ')}).`,
    node,
    'Import a component of the site or of the theme, by its default or named export, or write the content as markdown.',
  );
}

/** The prefix Docusaurus gives paths from the site's folder. */
export const SITE_PREFIX = '@site/';

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
