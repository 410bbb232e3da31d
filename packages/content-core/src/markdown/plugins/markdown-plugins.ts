import type { Plugin, PluginTuple } from 'unified';

/* eslint-disable @typescript-eslint/no-explicit-any -- a plugin's options are the plugin's business */
/** A remark or rehype plugin as Docusaurus 2 takes it: the plugin, or `[plugin, options]`. */
export type MarkdownPlugin = Plugin<any[], any, any> | PluginTuple<any[], any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The markdown plugins of a blog, docs or pages entry of the site config. */
export interface MarkdownPluginsConfig {
  /** remark plugins run on the markdown before Kran's own (admonitions, heading ids, truncate marker, …). */
  beforeDefaultRemarkPlugins?: MarkdownPlugin[];
  /** remark plugins run on the markdown after Kran's own. */
  remarkPlugins?: MarkdownPlugin[];
  /** rehype plugins run on the HTML tree after Kran's own steps, sanitising included: their output is trusted. */
  rehypePlugins?: MarkdownPlugin[];
}

export const PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'rehypePlugins'] as const;
export type PluginKey = (typeof PLUGIN_KEYS)[number];

/** The config sections that take markdown plugins. */
export type PluginSection = 'blogs' | 'docs' | 'pages';

/** One plugin ready to run, named after its place in the config for error messages. */
export interface PluginEntry {
  attacher: Plugin<unknown[]>;
  parameters: unknown[];
  /** The plugin function's name, or `anonymous`. */
  name: string;
  /** Its place in the config: `blogs[0].remarkPlugins[1]`. */
  configPath: string;
}

/** The plugins of a list in the config, each as function and parameters. */
export function pluginEntriesOf(list: readonly unknown[] | undefined, listPath: string): PluginEntry[] {
  return (list ?? []).map((item, index) => {
    const [attacher, ...parameters] = (Array.isArray(item) ? item : [item]) as [Plugin<unknown[]>, ...unknown[]];
    return { attacher, parameters, name: attacher.name || 'anonymous', configPath: `${listPath}[${index}]` };
  });
}

/** The config entry of a section's instance: `blogs[0]`, `docs[1]`, `pages`. */
export function sectionPath(section: PluginSection, index: number): string {
  return section === 'pages' ? 'pages' : `${section}[${index}]`;
}

/** The entry of the config that holds an instance's plugins. */
export function instanceConfigOf(config: object, section: PluginSection, index: number): MarkdownPluginsConfig {
  const value = (config as Record<string, unknown>)[section];
  const instance = section === 'pages' ? value : (value as unknown[] | undefined)?.[index];
  return typeof instance === 'object' && instance !== null ? (instance as MarkdownPluginsConfig) : {};
}
