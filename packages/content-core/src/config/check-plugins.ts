import type { SiteConfig } from './config.js';
import type { ConfigSource } from './config-source.js';
import { PLUGIN_KEYS, sectionPath, type PluginSection } from '../markdown/plugins/markdown-plugins.js';
import type { Problems } from '../errors/problems.js';

/** Checks that every markdown plugin list of the config holds plugins or `[plugin, options]` pairs; false if not. */
export function checkPluginLists(config: SiteConfig, source: ConfigSource, problems: Problems): boolean {
  let isValid = true;
  const instances: [PluginSection, number, unknown][] = [
    ...(config.blogs ?? []).map((blog, index): [PluginSection, number, unknown] => ['blogs', index, blog]),
    ...(config.docs ?? []).map((docs, index): [PluginSection, number, unknown] => ['docs', index, docs]),
    ['pages', 0, config.pages],
  ];
  for (const [section, index, instance] of instances) {
    if (typeof instance !== 'object' || instance === null) continue;
    for (const key of PLUGIN_KEYS) {
      const list = (instance as Record<string, unknown>)[key];
      if (list === undefined) continue;
      const items = Array.isArray(list) ? list : [list];
      const wrong = items.findIndex((item) => typeof (Array.isArray(item) ? item[0] : item) !== 'function');
      if (Array.isArray(list) && wrong === -1) continue;
      const where = `${sectionPath(section, index)}.${key}`;
      isValid = false;
      problems.error(
        Array.isArray(list)
          ? `${where}[${wrong}] is not a plugin: Kran takes a plugin function or [plugin, options].`
          : `${where} is not a list of plugins.`,
        source.locateKey(key, { after: section }),
        `Import the plugin and list it, e.g. \`${key}: [remarkMath]\` or \`${key}: [[rehypeKatex, { strict: false }]]\`.`,
      );
    }
  }
  return isValid;
}
