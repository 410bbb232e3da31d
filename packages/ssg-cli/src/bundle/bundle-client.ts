import type { ThemeComponentName } from '@kran/theme';
import type { ThemeClientFunctions } from '@kran/theme/definition';
import { build, type BuildOptions, type BuildResult, type Plugin, type SameShape } from 'esbuild';
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SiteSassOptions } from '../config/sass-config.js';
import path from 'node:path';
import type { SiteTheme } from '../theme/site-theme.js';
import { writeFileAtomically } from '../output/write-output.js';
import { kranReactPlugin } from '../content/kran-react.js';
import { FACADED_REACT_MODULES } from '../content/react-module-facade.js';
import { docusaurusModulesPlugin } from '../content/docusaurus-modules.js';
import { JSX_IN_JS_LOADERS } from '../content/jsx-in-js.js';
import { cssModulesPlugin } from '../content/css-modules.js';
import { esbuildContentErrors } from '../content/esbuild-problems.js';
import { sassStylesheetsPlugin } from '../content/sass-stylesheets.js';
import { assetImportsPlugin } from '../content/asset-imports.js';
import { CSS_ASSET_LOADERS, keepSiteAbsoluteUrls } from '../content/css-urls.js';
import type { SiteIsland } from '../content/site-components.js';
import { withLayoutChunkHosts } from './layout-chunk-hosts.js';
import { modulesSharedByLayouts } from './layout-shared-modules.js';
import { loadAfterApp, wrappedInputOf } from './load-after-app.js';
import { leaveOutUnusedLayouts } from './unused-layouts.js';
import { pureReactRouterDeclarations } from './pure-react-declarations.js';
import { NEXT_TASK_MODULE, nextTaskModule } from './next-task-module.js';
import { stylesheetOriginsOf, type StylesheetOrigins } from './stylesheet-origins.js';
import type { LocaleModuleNames } from './locale-modules.js';
import type { ThemeBundleFacts } from './theme-bundle-facts.js';

export interface ClientBundle {
  /** Entry script, relative to the output root. */
  entry: string;
  stylesheets: string[];
  /** Every JS file of the bundle, with its size. */
  files: { path: string; bytes: number }[];
  /** The scripts and styles of the bundle, all named by their content's hash. */
  hashedFiles: string[];
  /** The entry and the chunks it imports statically: what every page loads at start. */
  startFiles: BundleFile[];
  /**
   * For each route kind, the layout chunk and the chunks it needs beyond the start files; for each React page,
   * under `reactPageLayoutKey(source)`, the chunks of its module.
   */
  layoutFiles: Record<string, BundleFile[]>;
  /** Every file the bundle was made of (absolute paths), so that it can be reused while none of them changed. */
  inputs: string[];
  /** Every file the bundle wrote, relative to the output root. */
  outputs: string[];
  /** The hosts its stylesheets load stylesheets and fonts from, which the Content-Security-Policy allows. */
  stylesheetOrigins: StylesheetOrigins;
}

/** The key of a React page's chunks in `layoutFiles`: each page module is a chunk of its own. */
export function reactPageLayoutKey(source: string): string {
  return `reactPage:${source}`;
}

export interface BundleFile {
  path: string;
  bytes: number;
}

export interface BundleClientOptions {
  /** The site's folder, which `@site/…` imports of its pages point into. */
  siteDir: string;
  generatedDir: string;
  outDir: string;
  /** The site's own stylesheets (absolute paths), bundled after the theme's CSS so that they override it. */
  customCss?: string[];
  /** The site's `sass` options, for its Sass stylesheets. */
  sass?: SiteSassOptions | undefined;
  /** Each React page's source (relative to the site) and its file; each becomes a chunk loaded on its route. */
  reactPages?: Record<string, string>;
  /** The site's own MDX components, each a chunk loaded where a page shows it. */
  siteIslands?: SiteIsland[];
  /** Whether the pages' content carries Infima's class names (`<div class="row">`), so that they are styled. */
  contentUsesInfimaClasses?: boolean;
  /** The site's locale, its messages and its component overrides, which the client renders with. */
  theme: SiteTheme;
  /** What bundling takes of that theme's definition: its client module, stylesheet and layout chunks. */
  themeFacts: ThemeBundleFacts;
  /** The route kinds the site has pages of; the layouts of other kinds are left out. Without it, every layout is in. */
  routeKinds?: readonly string[];
  /** Writes a source map beside each script and stylesheet (not linked from them); none by default. */
  sourceMaps?: boolean;
  /**
   * For a site in several languages: the modules beside the bundle that hold the locale's texts, which the code
   * imports instead of having them compiled in, so that the bundle is the same in every locale.
   */
  localeModules?: LocaleModuleNames | undefined;
}

const APP_MODULE = 'entry-app.js';

function esbuildOptions(
  entryFiles: { main: string; styles: string },
  {
    outDir,
    siteDir,
    themeFacts,
    routeKinds,
    sass,
    sourceMaps,
    theme,
    localeModules,
  }: Pick<
    BundleClientOptions,
    'outDir' | 'siteDir' | 'themeFacts' | 'routeKinds' | 'sass' | 'sourceMaps' | 'theme' | 'localeModules'
  >,
  { appModule, stylesheetsRead }: { appModule: string; stylesheetsRead: Set<string> },
) {
  return {
    // The styles are an entry of their own: a stylesheet imported by the entry script would make it import esbuild's
    // helpers for modules, one more script for every page to fetch before the app.
    entryPoints: entryFiles,
    // esbuild names inputs and outputs relative to this folder, and chunk hashes follow those names: the site's, so
    // that a build started from another folder makes the same files (and the build cache's pages stay valid).
    absWorkingDir: siteDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    sourcemap: sourceMaps ? 'external' : false,
    metafile: true,
    outdir: outDir,
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunk-[hash]',
    assetNames: 'assets/[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"', ...themeFacts.constants },
    // Files a stylesheet points at with url(): copied into assets/ with a hash, or left alone when site-absolute;
    // `.js` files read as JSX.
    loader: { ...CSS_ASSET_LOADERS, ...JSX_IN_JS_LOADERS },
    plugins: [
      assetImportsPlugin({ inBrowser: true }, siteDir),
      ...(localeModules ? [externalLocaleModules(localeModules)] : []),
      cssModulesPlugin(siteDir, stylesheetsRead, sass),
      sassStylesheetsPlugin(siteDir, stylesheetsRead, sass),
      keepSiteAbsoluteUrls,
      pureReactRouterDeclarations(),
      nextTaskModule(),
      ...(routeKinds ? [leaveOutUnusedLayouts(themeFacts, routeKinds)] : []),
      loadAfterApp(appModule),
      kranReactPlugin({ bundle: true }),
      docusaurusModulesPlugin({
        bundle: true,
        siteDir,
        ...(localeModules
          ? { codeTranslationsModule: `./${localeModules.codeTranslations}` }
          : { codeTranslations: theme.codeTranslations }),
      }),
    ],
    jsx: 'automatic',
    legalComments: 'none',
    logLevel: 'silent',
  } satisfies BuildOptions;
}

/** The locale modules, imported by the same name from every chunk: each locale's assets folder has its own. */
function externalLocaleModules(names: LocaleModuleNames): Plugin {
  const specifiers = new Set(Object.values(names).map((name) => `./${name}`));
  return {
    name: 'kran-locale-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\/locale-/ }, (args) =>
        specifiers.has(args.path) ? { path: args.path, external: true } : undefined,
      );
    },
  };
}

/** Writes the client entry into the site's generated folder and bundles it into `<outDir>/assets`. */
export async function bundleClient(options: BundleClientOptions): Promise<ClientBundle> {
  const entryFile = path.join(options.generatedDir, 'entry-client.js');
  const reactPages = options.reactPages ?? {};
  const appFile = path.join(options.generatedDir, APP_MODULE);
  const siteIslands = options.siteIslands ?? [];
  await writeFileAtomically(appFile, clientAppSource(options, siteIslands));
  const stylesFile = path.join(options.generatedDir, 'entry-styles.css');
  await writeFileAtomically(entryFile, clientEntrySource(reactPages));
  // React pages and the site's own MDX components are where code written for Docusaurus uses Infima's class names;
  // markdown written for it may name them too.
  const usesInfimaClasses =
    Object.keys(reactPages).length > 0 || siteIslands.length > 0 || options.contentUsesInfimaClasses === true;
  await writeFileAtomically(
    stylesFile,
    clientStylesSource(options.themeFacts, options.customCss ?? [], usesInfimaClasses),
  );
  const appModule = realpathSync(appFile);
  const entryFiles = { main: entryFile, styles: stylesFile };
  // Sass reads partials and packages esbuild never sees; they are inputs of the bundle too.
  const stylesheetsRead = new Set<string>();
  const buildOptions = esbuildOptions(entryFiles, options, { appModule, stylesheetsRead });
  // A first pass finds the code layouts share, which the app then loads, so that a layout is one chunk. Only its
  // module graph counts: it is neither minified nor mapped.
  const probe = await bundleOrContentErrors(options.siteDir, {
    ...buildOptions,
    write: false,
    minify: false,
    sourcemap: false,
  });
  const { themeFacts } = options;
  const isLayout = (input: string) => themeFacts.layoutChunk.test(input);
  const shared = modulesSharedByLayouts(probe.metafile, { isLayout, appModule, workingDir: options.siteDir });
  await writeFileAtomically(appFile, clientAppSource(options, siteIslands, shared));
  const result = await bundleOrContentErrors(options.siteDir, { ...buildOptions, write: true });
  const outputs = Object.entries(result.metafile.outputs);
  const absolute = (file: string) => path.resolve(options.siteDir, file);
  const relative = (file: string) => path.relative(options.outDir, absolute(file)).split(path.sep).join('/');
  const siteRelative = (file: string) => path.relative(options.siteDir, file).split(path.sep).join('/');
  const entry = outputs.find(([, output]) => output.entryPoint && output.entryPoint.endsWith('entry-client.js'));
  if (!entry) throw new Error('The client bundle has no entry output.');
  const styles = outputs.find(
    ([file, output]) => file.endsWith('.css') && output.entryPoint?.endsWith('entry-styles.css'),
  );
  // The CSS that code imports (the CSS modules of React pages and site components), linked on every page as
  // Docusaurus does: its class names are the modules' own, so it styles nothing else.
  const importedStyles = outputs
    .filter(([file]) => file.endsWith('.css') && file !== styles?.[0])
    .map(([file]) => file);
  const fileOf = (file: string): BundleFile => ({ path: relative(file), bytes: result.metafile.outputs[file]!.bytes });
  const reactPageByInput = new Map(
    Object.entries(reactPages).map(([source, file]) => [siteRelative(realpathSync(file)), source]),
  );
  // The entry imports the runtime and the theme after the first paint: they load on every page, React pages only on theirs.
  const entryPointOf = (file: string) => {
    const entryPoint = result.metafile.outputs[file]?.entryPoint ?? '';
    const wrapped = wrappedInputOf(entryPoint);
    return wrapped === entryPoint ? entryPoint : siteRelative(wrapped);
  };
  const isReactPage = (file: string) => reactPageByInput.has(entryPointOf(file));
  const loadedByEntry = entry[1].imports
    .filter((imported) => imported.kind === 'dynamic-import' && !isReactPage(imported.path))
    .map((imported) => imported.path);
  const startFiles = staticClosure([entry[0], ...loadedByEntry], result.metafile.outputs);
  const layoutOverrideKinds = new Map(
    layoutOverridesOf(options).map(([kind, , file]) => [siteRelative(realpathSync(file)), kind]),
  );
  const layoutChunks: Record<string, string[]> = {};
  for (const [file] of outputs) {
    const entryPoint = entryPointOf(file);
    const reactPage = reactPageByInput.get(entryPoint);
    const kind = reactPage
      ? reactPageLayoutKey(reactPage)
      : (layoutOverrideKinds.get(entryPoint) ?? entryPoint.match(themeFacts.layoutChunk)?.[1]);
    if (kind) layoutChunks[kind] = [...(layoutChunks[kind] ?? []), ...staticClosure([file], result.metafile.outputs)];
  }
  const layoutFiles = Object.fromEntries(
    Object.entries(withLayoutChunkHosts(layoutChunks, themeFacts.layoutChunkHosts)).map(([kind, chunks]) => [
      kind,
      [...new Set(chunks)].filter((chunk) => !startFiles.includes(chunk)).map(fileOf),
    ]),
  );
  const stylesheets = [...(styles ? [styles[0]] : []), ...importedStyles];
  const css = stylesheets.map((file) => readFileSync(absolute(file), 'utf8')).join('\n');
  return {
    entry: relative(entry[0]),
    stylesheets: stylesheets.map(relative),
    stylesheetOrigins: stylesheetOriginsOf(css),
    files: outputs.filter(([file]) => file.endsWith('.js')).map(([file]) => fileOf(file)),
    // A source map takes its name from its script, so it may change under the same name.
    hashedFiles: outputs.filter(([file]) => !file.endsWith('.map')).map(([file]) => relative(file)),
    // Inputs in a namespace of a plugin (`ns:path`) are no files.
    inputs: [
      ...new Set([
        ...Object.keys(result.metafile.inputs)
          .filter((input) => !/^[\w-]+:/.test(input))
          .map(absolute),
        ...stylesheetsRead,
      ]),
    ],
    outputs: outputs.map(([file]) => relative(file)),
    startFiles: startFiles.map(fileOf),
    layoutFiles,
  };
}

/** esbuild's build; its errors (a stylesheet's, a module's) as content errors at their place in the site. */
async function bundleOrContentErrors<Options extends BuildOptions>(
  siteDir: string,
  options: SameShape<BuildOptions, Options>,
): Promise<BuildResult<Options>> {
  try {
    return await build(options);
  } catch (error) {
    const options = { kind: 'browser code', hint: 'Fix the code at this place.', workingDir: siteDir };
    throw esbuildContentErrors(siteDir, error, options) ?? error;
  }
}

type Outputs = Record<string, { imports: { path: string; kind: string }[] }>;

/** The files and everything they import statically. */
function staticClosure(files: string[], outputs: Outputs): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const imported of outputs[file]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  for (const file of files) visit(file);
  return [...seen];
}

function clientEntrySource(reactPages: Record<string, string>): string {
  const loaders = Object.entries(reactPages).map(
    ([source, file]) => `  ${JSON.stringify(source)}: () => import(${JSON.stringify(file)}),`,
  );
  return `// Generated by kran build: hydrates the prerendered page with the theme, after its first paint.
// The site's React pages, each a chunk of its own that loads on its route.
const reactPages = {
${loaders.join('\n')}
};

// The code is fetched once the page's text is on screen, so neither its bandwidth nor its CPU goes to scripts first.
// The browser reports that paint when the frame is shown, which can be well after it was drawn. A tab in the
// background paints nothing until it is shown; there, and where a browser hides its timings, the code starts after
// three seconds.
const afterFirstPaint = (start) => {
  let pending = true;
  const startOnce = () => pending && !(pending = false) && setTimeout(start, 0);
  setTimeout(startOnce, 3000);
  const onPaint = (entries) => entries.getEntriesByName('first-contentful-paint').length && startOnce();
  new PerformanceObserver(onPaint).observe({ type: 'paint', buffered: true });
};
afterFirstPaint(() => import('./${APP_MODULE}').then(({ start }) => start(reactPages)));
`;
}

type ThemeOptions = Pick<BundleClientOptions, 'theme' | 'themeFacts' | 'localeModules'>;

/**
 * The theme's stylesheet (with Infima's class names for a site whose code or content uses them), then the site's own,
 * whose rules win over the theme's.
 */
function clientStylesSource(themeFacts: ThemeBundleFacts, customCss: string[], usesInfimaClasses: boolean): string {
  const { stylesheet, infimaClassesStylesheet } = themeFacts;
  const imports = [
    stylesheet,
    ...(usesInfimaClasses && infimaClassesStylesheet ? [infimaClassesStylesheet] : []),
    ...customCss,
  ];
  return `/* Generated by kran build: the site's styles. */\n${imports.map((file) => `@import ${JSON.stringify(file)};\n`).join('')}`;
}

/** The site's overrides of layout components, with the route kind each lays out: `[kind, name, file]`. */
function layoutOverridesOf({ theme, themeFacts }: ThemeOptions): [string, ThemeComponentName, string][] {
  return Object.entries(themeFacts.layoutComponents).flatMap(([kind, name]) => {
    const file = theme.componentFiles[name];
    return file ? [[kind, name, file] as [string, ThemeComponentName, string]] : [];
  });
}

/** What the app imports of the theme's client module, a ThemeClientModule, besides the site's message table. */
const CLIENT_FUNCTIONS = ['createI18n', 'preparePage', 'renderPage'] satisfies (keyof ThemeClientFunctions)[];
const SITE_ISLAND_WRAPPER: keyof ThemeClientFunctions = 'siteComponentIsland';

// The runtime and the theme in one dynamic import, so the bundle splits them into as few chunks as it can.
// The site's message table is the only one imported, so the bundle leaves the others out; a site in several
// languages imports its locale's texts from the locale module beside the bundle instead. An override of a
// layout loads with its kind's layout chunk; the others are part of the start.
function clientAppSource(options: ThemeOptions, siteIslands: SiteIsland[], layoutSharedModules: string[] = []): string {
  const { theme, themeFacts, localeModules } = options;
  const layoutOverrides = layoutOverridesOf(options);
  const clientModule = JSON.stringify(themeFacts.clientModule);
  const layoutNames = new Set<string>(layoutOverrides.map(([, name]) => name));
  const shellOverrides = Object.entries(theme.componentFiles).filter(([name]) => !layoutNames.has(name));
  const loaders = layoutOverrides.map(([, name, file]) => `  ${name}: () => import(${JSON.stringify(file)}),`);
  const islandLoaders = siteIslands.map(({ name, file, exportName }) => {
    const island = `${SITE_ISLAND_WRAPPER}(module[${JSON.stringify(exportName)}])`;
    return `  ${JSON.stringify(name)}: { load: () => import(${JSON.stringify(file)}).then((module) => ${island}) },`;
  });
  const clientImports = [...CLIENT_FUNCTIONS, ...(siteIslands.length > 0 ? [SITE_ISLAND_WRAPPER] : [])];
  const shared = layoutSharedModules.map(
    (file, index) => `export * as layoutShared${index} from ${JSON.stringify(file)};\n`,
  );
  // Only a theme that leaves its content as hast in the page data needs the code that decodes it in the browser.
  const runtimeImports = themeFacts.rendersStaticContent ? 'hydrate' : 'hydrate, decodeHastRoot';
  const i18n = localeModules
    ? {
        imports: `import { ${clientImports.join(', ')} } from ${clientModule};
import { i18n } from ${JSON.stringify(`./${localeModules.i18n}`)};
`,
        options: 'i18n',
      }
    : {
        imports: `import { ${clientImports.join(', ')}, ${theme.messageTable} as messageTable } from ${clientModule};\n`,
        options: `{ ...${JSON.stringify(themeFacts.i18nOptions)}, messages: { ...messageTable, ...${JSON.stringify(theme.messageOverrides)} } }`,
      };
  return `// Generated by kran build: the runtime hydrating the page through the theme.
// React first, evaluated in a task of its own; the rest of the app in the next one.
${[...FACADED_REACT_MODULES].map((module) => `import '${module}';\n`).join('')}import '${NEXT_TASK_MODULE}';
import { ${runtimeImports} } from ${resolveModule('@kran/runtime')};
// Code that several layouts share, loaded with the app (see layout-shared-modules.ts).
${shared.join('')}
${i18n.imports}${shellOverrides.map(([name, file]) => `import ${name} from ${JSON.stringify(file)};\n`).join('')}
const theme = {
  i18n: createI18n(${i18n.options}),
  components: { ${shellOverrides.map(([name]) => name).join(', ')} },
};

const layoutOverrides = {
${loaders.join('\n')}
};

// The site's own MDX components: each an island whose module is a chunk of its own, loaded where a page shows it.
const siteIslands = {
${islandLoaders.join('\n')}
};

export function start(reactPages) {
  hydrate({
    renderPage: (data) => renderPage(data.props, theme, siteIslands),
    preparePage: (data) => preparePage(data.props, reactPages, layoutOverrides),${themeFacts.rendersStaticContent ? '' : '\n    decodeHast: decodeHastRoot,'}
  });
}
`;
}

const resolveModule = (specifier: string) => JSON.stringify(fileURLToPath(import.meta.resolve(specifier)));
