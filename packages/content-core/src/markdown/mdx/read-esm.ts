import type { Directive, Literal, ModuleDeclaration, Program, Statement } from 'estree';
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

export type ThemeComponentName = (typeof THEME_MODULES)[keyof typeof THEME_MODULES];

export type ImportBinding =
  | { kind: 'component'; component: ThemeComponentName }
  | { kind: 'partial'; specifier: string }
  | { kind: 'baseUrl' }
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
      const isDefault = imported.type === 'ImportDefaultSpecifier';
      scope.imports.set(name, { kind: 'unsupported' });
      scope.imports.set(name, bindingOf(specifier, isDefault, statement.source));
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

function bindingOf(specifier: string, isDefault: boolean, node: Literal): ImportBinding {
  if (specifier === '@docusaurus/useBaseUrl') return { kind: 'baseUrl' };
  const component = THEME_MODULES[specifier as keyof typeof THEME_MODULES];
  if (component && isDefault) return { kind: 'component', component };
  if (PARTIAL.test(specifier) && isDefault && specifier.startsWith('.')) return { kind: 'partial', specifier };
  throw new MdxError(
    `\`${specifier}\` is not supported in MDX yet: Kran renders partials (\`./_file.md\`) and the theme's ` +
      `components (${Object.keys(THEME_MODULES).join(', ')}), not a site's own components.`,
    node,
    'Write the content as markdown or use a theme component; site components are planned.',
  );
}

function describe(statement: Statement | ModuleDeclaration | Directive): string {
  if (statement.type === 'ExportDefaultDeclaration') return 'default export';
  if (statement.type === 'ExportAllDeclaration') return 'export *';
  if (statement.type === 'ExportNamedDeclaration') return 'export';
  return statement.type;
}
