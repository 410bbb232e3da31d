import type { BundleFile, ClientBundle } from './bundle-client.js';
import type { LocaleModuleNames } from './locale-modules.js';

const ASSETS_DIR = 'assets';

/**
 * Writes the built locale's modules into the bundle's assets folder (`write(file, source)`, the file relative to the
 * output root), and the bundle with them: the i18n module loads with the app, on every page.
 */
export function withLocaleModules(
  bundle: ClientBundle,
  names: LocaleModuleNames,
  sources: Record<string, string>,
  write: (file: string, source: string) => void,
): ClientBundle {
  const files: BundleFile[] = Object.entries(sources).map(([name, source]) => {
    const file = `${ASSETS_DIR}/${name}`;
    write(file, source);
    return { path: file, bytes: Buffer.byteLength(source) };
  });
  const paths = files.map((file) => file.path);
  return {
    ...bundle,
    files: [...bundle.files, ...files],
    hashedFiles: [...bundle.hashedFiles, ...paths],
    outputs: [...bundle.outputs, ...paths],
    startFiles: [...bundle.startFiles, ...files.filter((file) => file.path === `${ASSETS_DIR}/${names.i18n}`)],
  };
}
