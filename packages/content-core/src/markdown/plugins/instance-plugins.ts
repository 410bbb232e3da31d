import {
  instanceConfigOf,
  pluginEntriesOf,
  sectionPath,
  type PluginEntry,
  type PluginSection,
} from './markdown-plugins.js';
import { NO_REMARK_PLUGINS, type RemarkPlugins } from './remark-plugins.js';

/** Names the instance of the config whose remark plugins a file needs; plain data, so it can go to a worker. */
export interface PluginsRef {
  section: PluginSection;
  index: number;
  /** What the plugins are (see `pluginsIdentity`): part of the cache key of every file they parse. */
  identity: string;
}

/** Finds an instance's remark plugins in a config; each instance's lists are made once, so parsers are reused. */
export function remarkPluginsFinder(config: object): (ref: PluginsRef | undefined) => RemarkPlugins {
  const found = new Map<string, RemarkPlugins>();
  return (ref) => {
    if (!ref) return NO_REMARK_PLUGINS;
    const name = sectionPath(ref.section, ref.index);
    let plugins = found.get(name);
    if (!plugins) {
      const instance = instanceConfigOf(config, ref.section, ref.index);
      plugins = {
        before: pluginEntriesOf(instance.beforeDefaultRemarkPlugins, `${name}.beforeDefaultRemarkPlugins`),
        after: pluginEntriesOf(instance.remarkPlugins, `${name}.remarkPlugins`),
      };
      found.set(name, plugins);
    }
    return plugins;
  };
}

/** An instance's rehype plugins. */
export function rehypePluginsOf(config: object, section: PluginSection, index: number): PluginEntry[] {
  const name = sectionPath(section, index);
  return pluginEntriesOf(instanceConfigOf(config, section, index).rehypePlugins, `${name}.rehypePlugins`);
}
