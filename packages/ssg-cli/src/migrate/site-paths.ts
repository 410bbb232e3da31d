import path from 'node:path';

/** A path of the config as site.config.ts writes it: relative to the site folder, with `/`. */
export function siteRelative(siteDir: string, value: string): string {
  const relative = path.isAbsolute(value) ? path.relative(siteDir, value) : path.normalize(value);
  return relative.split(path.sep).join('/');
}

/** A module path beside site.config.ts, as `./sidebars.js`. */
export function besideConfig(siteDir: string, value: string): string {
  const relative = siteRelative(siteDir, value);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
