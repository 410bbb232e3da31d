import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextSteps } from './next-steps.js';

function site(manifest: object, lockFile?: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kran-migrate-steps-'));
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify(manifest));
  if (lockFile) writeFileSync(path.join(folder, lockFile), '');
  return folder;
}

describe('nextSteps', () => {
  it("asks a Docusaurus 2 site for Kran's packages and a newer React, with its package manager", () => {
    const folder = site(
      { dependencies: { '@docusaurus/core': '2.4.3', react: '^17.0.2', 'react-dom': '^17.0.2' } },
      'yarn.lock',
    );
    expect(nextSteps(folder)).toEqual([
      'Kran renders with React 18.3 or 19; package.json asks for react ^17.0.2.',
      'Install: yarn add @kran/ssg-cli @kran/theme react-router-dom react@18 react-dom@18',
      'Then build: npx kran build',
    ]);
  });

  it('only says to build when the site has what Kran needs', () => {
    const folder = site({
      dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', 'react-router-dom': '^7.9.0' },
      devDependencies: { '@kran/ssg-cli': '^0.2.0', '@kran/theme': '^0.2.0' },
    });
    expect(nextSteps(folder)).toEqual(['Then build: npx kran build']);
  });

  it("names the site's swizzled components with what replaces each in site.config.ts", () => {
    const folder = site({ dependencies: { react: '^19.0.0', 'react-dom': '^19.0.0', 'react-router-dom': '^7.9.0' } });
    for (const file of [
      'Footer/index.tsx',
      'Footer/styles.module.css',
      'AnnouncementBar/index.js',
      'MDXComponents.tsx',
      'Root.js',
      'Navbar/ColorModeToggle/index.tsx',
      'DocSidebarItem/Link/index.tsx',
    ]) {
      mkdirSync(path.dirname(path.join(folder, 'src/theme', file)), { recursive: true });
      writeFileSync(path.join(folder, 'src/theme', file), '');
    }
    mkdirSync(path.join(folder, 'src/theme/IconClose'));
    expect(nextSteps(folder).slice(0, -1)).toEqual([
      'Install: npm install @kran/ssg-cli @kran/theme',
      "src/theme/ replaces Docusaurus's AnnouncementBar, Footer; Kran shows its own theme's until site.config.ts names " +
        "them: theme: { components: { AnnouncementBar: './src/theme/AnnouncementBar/index.js', Footer: " +
        "'./src/theme/Footer/index.tsx' } }. Kran's components take other props than Docusaurus's (@kran/theme's " +
        "README lists them): adapt each, or drop it where the theme's options do.",
      './src/theme/MDXComponents.tsx gives every MDX file components without an import; Kran did not find which: ' +
        "name each in site.config.ts's markdown.mdxComponents, or import it in the MDX files that use it.",
      './src/theme/Root.js wraps the whole site (providers of state, such as a login or a query client); Kran does ' +
        "not use it, and mounts each component an MDX file shows on its own: a component that needs Root's " +
        'providers must render them itself.',
      "src/theme/ replaces DocSidebarItem/Link, Navbar/ColorModeToggle, which Kran's theme does not let a site " +
        'replace; Kran shows its own there.',
    ]);
  });
});
