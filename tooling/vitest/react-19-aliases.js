import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The packages that import React; a test run on React 19 takes each of them from @kran/react-19. */
const PACKAGES_THAT_LOAD_REACT = ['react', 'react-dom', 'react-router-dom', 'react-live', '@testing-library/react'];

/**
 * Vite aliases that load React 19: each package above, and its subpaths (`react-dom/client`), from @kran/react-19's
 * install, where pnpm linked each of them to React 19. Aliasing only `react` is not enough: react-dom, React Router
 * and Testing Library are loaded by Node from their own folders and would import React 18 next to it.
 */
export function react19Aliases() {
  const react19Package = createRequire(import.meta.url).resolve('@kran/react-19/package.json');
  const installed = path.join(path.dirname(react19Package), 'node_modules');
  return PACKAGES_THAT_LOAD_REACT.flatMap((name) => {
    const folder = realpathSync(path.join(installed, name));
    const escaped = name.replace(/[/.]/g, '\\$&');
    return [
      { find: new RegExp(`^${escaped}$`), replacement: folder },
      { find: new RegExp(`^${escaped}/(.*)$`), replacement: `${folder}/$1` },
    ];
  });
}
