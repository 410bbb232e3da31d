import { importedPackageVersions } from './config-packages.js';
import { rehypePluginsOf, type PluginsRef } from './instance-plugins.js';
import { instanceConfigOf, type PluginEntry, type PluginSection } from './markdown-plugins.js';
import { pluginsIdentity } from './plugins-identity.js';

/** The markdown plugins of a site's blogs, docs and pages, as a build passes them on. */
export interface SitePlugins {
  /** What the files of an instance carry to name its remark plugins; undefined when it has none. */
  remarkRef(section: PluginSection, index: number): PluginsRef | undefined;
  /**
   * An instance's rehype plugins and their identity (empty when it has none), and what names its remark plugins,
   * which parse the partials its files show.
   */
  rehype(section: PluginSection, index: number): { entries: PluginEntry[]; identity: string; remark?: PluginsRef };
}

/**
 * Reads the plugins of a site's config; `configText` and the packages it imports (found from `siteDir`) are part of
 * the plugins' identity, read only when the site has plugins.
 */
export function sitePlugins(config: object, configText: string | undefined, siteDir: string): SitePlugins {
  let versions: string | undefined;
  const packageVersions = () => (versions ??= importedPackageVersions(configText, siteDir));
  const refs = new Map<string, PluginsRef | undefined>();
  const remarkRef: SitePlugins['remarkRef'] = (section, index) => {
    const name = `${section}:${index}`;
    if (refs.has(name)) return refs.get(name);
    const { beforeDefaultRemarkPlugins: before, remarkPlugins: after } = instanceConfigOf(config, section, index);
    const ref =
      before?.length || after?.length
        ? { section, index, identity: pluginsIdentity([before, after], packageVersions()) }
        : undefined;
    refs.set(name, ref);
    return ref;
  };
  return {
    remarkRef,
    rehype(section, index) {
      const entries = rehypePluginsOf(config, section, index);
      const remark = remarkRef(section, index);
      const withRemark = remark ? { remark } : {};
      if (entries.length === 0) return { entries, identity: '', ...withRemark };
      const { rehypePlugins } = instanceConfigOf(config, section, index);
      return { entries, identity: pluginsIdentity([rehypePlugins], packageVersions()), ...withRemark };
    },
  };
}
