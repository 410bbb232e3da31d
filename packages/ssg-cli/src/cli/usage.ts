import { INIT_LOCALES } from '../init/init-locales.js';
import { PACKAGE_MANAGERS } from '../init/package-managers.js';

export const USAGE: Record<string, string> = {
  main: `Usage: kran <command> [options]

Commands:
  init                Write a new site into a folder: config, a doc, a blog post and a home page
  build               Build the site into <site>/build, reusing what the last build made of unchanged inputs
  clean               Remove the site's build cache and the folders of stopped builds
  serve               Serve <site>/build on http://127.0.0.1:3000
  dev                 Build, serve and rebuild on every change
  routes              Print every route of the site, one per line, sorted
  migrate             Write site.config.ts from a Docusaurus site's docusaurus.config.js
  write-translations  Write the JSON files a translator fills in for a locale (i18n/<locale>/…)

Options:
  --site DIR   The site folder (holds site.config.ts); default: the current folder
  --help       Show help for a command`,
  init: `Usage: kran init <dir> [--locale ${INIT_LOCALES.join('|')}] [--package-manager ${PACKAGE_MANAGERS.join('|')}]

Writes a new site into <dir>, a folder that does not exist yet or is empty: site.config.ts, a doc, a blog post,
a home page, a favicon, package.json, tsconfig.json, .gitignore and README.md, then prints the next steps.
  --locale CODE             Language of the site and its texts: ${INIT_LOCALES.join(' or ')} (default: en)
  --package-manager NAME    Whose commands the README and the next steps show: ${PACKAGE_MANAGERS.join(', ')}
                            (default: the one running kran, else npm)`,
  build: `Usage: kran build [--site DIR] [--out DIR] [--base-url PATH] [--locale CODE] [--no-cache] [--source-maps]

Builds the site, each of its locales when i18n lists several: the default one into <out>, each other one into
<out>/<code>. The previous build stays untouched if the build fails. What the build made (parsed content,
pages, client bundle, search index) is kept in <site>/node_modules/.cache/kran, and the next build reuses
whatever its inputs did not change; files whose bytes did not change are not written again.
  --out DIR          Output folder (default: <site>/build)
  --base-url PATH    Serve the site under a sub-path, e.g. /podman/
  --locale CODE      Build only this locale (into <site>/build/<code> unless it is the default one)
  --no-cache         Build everything anew, neither reading nor writing the build cache
  --source-maps      Also write a source map beside each script (assets/*.js.map, not linked from it)`,
  clean: `Usage: kran clean [--site DIR] [--out DIR]

Removes the build cache (<site>/node_modules/.cache/kran) and the staging folders that stopped builds left
next to the output folder. The output folder itself stays.
  --out DIR          Output folder whose leftovers to remove (default: <site>/build)`,
  serve: `Usage: kran serve [--site DIR] [--dir DIR] [--base-url PATH] [--port N] [--host HOST]

Serves a built site under the base URL it was built for; / redirects there.
  --dir DIR          Folder to serve (default: <site>/build)
  --base-url PATH    Serve it under another path, e.g. to see how it fails there
  --port N           Port (default: 3000; 0 picks a free one)
  --host HOST        Host (default: 127.0.0.1)`,
  dev: `Usage: kran dev [--site DIR] [--port N] [--host HOST] [--locale CODE]

Builds the site (one locale: the default one, or --locale CODE), serves it under its base URL and rebuilds it when content, config,
or the built code of the theme and runtime change (pnpm dev runs their builds in watch mode).`,
  routes: `Usage: kran routes [--site DIR]

Prints every route of the site, one path per line, sorted; of a site in several languages, each locale's
(below /<code>/ for all but the default one).`,
  migrate: `Usage: kran migrate [<docusaurus-site> | --site DIR] [--force]

Writes site.config.ts into a Docusaurus site's folder (default: the current folder) from its docusaurus.config.js
(.ts, .mjs, .cjs): presets, docs and blog plugins, themeConfig, i18n, markdown plugins as imports of their packages.
Then prints each option it could not translate, at its file:line:column, with what to do. Run kran build next.
  --force            Replace an existing site.config.ts`,
  'write-translations': `Usage: kran write-translations [<site> | --site DIR] [--locale CODE]

Writes the translation files of a locale as Docusaurus's write-translations does, into i18n/<locale>/ (i18n.path):
code.json (the theme's texts), docusaurus-theme-classic/navbar.json and footer.json, and per docs version and blog
docusaurus-plugin-content-docs/current.json (version-<name>.json) and docusaurus-plugin-content-blog/options.json.
Each text is { "message": …, "description": … }; messages already in a file are kept, new texts are added.
  --locale CODE      One of the site's locales (default: i18n.defaultLocale)`,
};
