/**
 * The `test`s of the webpack rules a plugin written as a function in the Docusaurus config adds (`configureWebpack`)
 * that import files as their text (`type: 'asset/source'` or `raw-loader`): what `markdown.rawImports` says in Kran.
 * The plugin and its `configureWebpack` are called as Docusaurus calls them, with the site's folder; one that throws
 * there gives none.
 */
export function rawImportTestsOf(plugin: unknown, options: unknown, siteDir: string): RegExp[] {
  if (typeof plugin !== 'function') return [];
  try {
    const made = (plugin as (context: object, options: unknown) => unknown)({ siteDir }, options ?? {});
    const configure = (made as { configureWebpack?: unknown } | undefined)?.configureWebpack;
    if (typeof configure !== 'function') return [];
    const webpackConfig = (configure as (...args: unknown[]) => unknown)({}, false, {}, {});
    const rules = (webpackConfig as { module?: { rules?: unknown } } | undefined)?.module?.rules;
    return Array.isArray(rules) ? rules.flatMap((rule) => (isRawRule(rule) ? [rule.test] : [])) : [];
  } catch {
    return [];
  }
}

function isRawRule(rule: unknown): rule is { test: RegExp } {
  if (typeof rule !== 'object' || rule === null) return false;
  const { test, type, loader, use } = rule as Record<string, unknown>;
  if (!(test instanceof RegExp)) return false;
  const loaders = [loader, ...[use].flat()].map((entry) =>
    typeof entry === 'object' && entry !== null ? (entry as { loader?: unknown }).loader : entry,
  );
  return type === 'asset/source' || loaders.some((entry) => typeof entry === 'string' && entry.includes('raw-loader'));
}
