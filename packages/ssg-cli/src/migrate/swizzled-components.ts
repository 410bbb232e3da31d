import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readMdxComponents, type MdxComponentsModule } from './mdx-components-module.js';

const MODULE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * The components a Docusaurus site replaces in `src/theme/` (swizzled: `src/theme/Footer/index.js`,
 * `src/theme/Footer.tsx`, or one inside another's folder, `src/theme/Navbar/ColorModeToggle/index.tsx`), by name
 * (`Navbar/ColorModeToggle`) with the file Kran would import, in name order.
 */
export function swizzledComponents(siteDir: string): { name: string; file: string }[] {
  const root = path.join(siteDir, 'src/theme');
  if (!existsSync(root)) return [];
  const found: { name: string; file: string }[] = [];
  const visit = (folder: string, prefix: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const name = `${prefix}${entry.name}`;
      if (entry.isFile() && MODULE_FILE.test(entry.name) && prefix === '') {
        found.push({ name: name.replace(MODULE_FILE, ''), file: `./src/theme/${name}` });
      } else if (entry.isDirectory()) {
        const index = readdirSync(path.join(root, name)).find(
          (file) => MODULE_FILE.test(file) && file.replace(MODULE_FILE, '') === 'index',
        );
        if (index) found.push({ name, file: `./src/theme/${name}/${index}` });
        visit(name, `${name}/`);
      }
    }
  };
  visit('', '');
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * What to do about the site's swizzled components: Kran does not take `src/theme/` over by itself (its components
 * take other props than Docusaurus's), so each is named with what replaces it in site.config.ts, if anything.
 */
export function swizzledComponentSteps(siteDir: string, themeComponents: readonly string[]): string[] {
  const swizzled = swizzledComponents(siteDir);
  const replaceable = swizzled.filter(({ name }) => themeComponents.includes(name));
  const mdxComponents = swizzled.find(({ name }) => name === 'MDXComponents');
  const root = swizzled.find(({ name }) => name === 'Root');
  const others = swizzled.filter(
    ({ name }) => name !== 'MDXComponents' && name !== 'Root' && !themeComponents.includes(name),
  );
  const steps: string[] = [];
  if (replaceable.length > 0) {
    const entries = replaceable.map(({ name, file }) => `${name}: '${file}'`).join(', ');
    steps.push(
      `src/theme/ replaces Docusaurus's ${replaceable.map(({ name }) => name).join(', ')}; Kran shows its own theme's ` +
        `until site.config.ts names them: theme: { components: { ${entries} } }. Kran's components take other ` +
        "props than Docusaurus's (@kran/theme's README lists them): adapt each, or drop it where the theme's options do.",
    );
  }
  const mdxMapping = mdxComponents && readMdxComponents(siteDir, mdxComponents.file);
  if (mdxMapping) steps.push(mdxComponentsStep(mdxMapping));
  if (root) {
    steps.push(
      `${root.file} wraps the whole site (providers of state, such as a login or a query client); Kran does not ` +
        "use it, and mounts each component an MDX file shows on its own: a component that needs Root's providers " +
        'must render them itself.',
    );
  }
  if (others.length > 0) {
    steps.push(
      `src/theme/ replaces ${others.map(({ name }) => name).join(', ')}, which Kran's theme does not let a site ` +
        'replace; Kran shows its own there.',
    );
  }
  return steps;
}

/** What became of the components `src/theme/MDXComponents` gives every MDX file, and what is left to do. */
function mdxComponentsStep({ file, components, leftOut }: MdxComponentsModule): string {
  const taken = Object.keys(components);
  if (taken.length === 0 && leftOut.length === 0)
    return (
      `${file} gives every MDX file components without an import; Kran did not find which: name each in ` +
      "site.config.ts's markdown.mdxComponents, or import it in the MDX files that use it."
    );
  return (
    `${file} gives every MDX file components without an import` +
    (taken.length > 0 ? `; site.config.ts gives them as markdown.mdxComponents: ${taken.join(', ')}` : '') +
    (leftOut.length > 0
      ? `; Kran cannot take over ${leftOut.join(', ')} (an HTML element, or a component the file defines itself): ` +
        'import a component of the site in the MDX files that use it instead'
      : '') +
    '.'
  );
}
