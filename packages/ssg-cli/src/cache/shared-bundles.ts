import path from 'node:path';
import type { ClientBundle } from '../bundle/bundle-client.js';
import { removeSharedEntryFolders, sharedEntryFoldersOf } from '../bundle/bundle-key.js';
import { FileWriter } from '../output/file-writer.js';
import type { StagedOutput } from '../output/write-output.js';

/**
 * The client bundles the locales of one build share: a site in several languages bundles once for all locales whose
 * bundle is made of the same inputs (the locale's texts are in modules beside it, locale-modules.ts). The first
 * locale that needs a bundle makes it; its files are kept in a folder of their own, from which every other locale
 * with the same inputs links them into its staging folder.
 */
export class SharedBundles {
  private readonly made = new Map<string, Promise<{ bundle: ClientBundle; dir: string }>>();
  /** The shared entry folders (`.ssg/locales-<hash>/`) the locales' bundles were made from. */
  private readonly entryFolders = new Set<string>();

  /** `dir`: where the bundles' files are kept until the build ends (a scratch folder it removes). */
  constructor(private readonly dir: string) {}

  /** The bundle of these inputs (`key`), made once by `make` into the first caller's staging folder. */
  async bundleOf(key: string, staged: StagedOutput, make: () => Promise<ClientBundle>): Promise<ClientBundle> {
    const known = this.made.get(key);
    if (known) {
      const { bundle, dir } = await known;
      for (const file of bundle.outputs) staged.files.link(path.join(dir, file), path.join(staged.dir, file));
      return bundle;
    }
    const dir = path.join(this.dir, String(this.made.size));
    const making = make().then((bundle) => {
      const keeper = new FileWriter();
      for (const file of bundle.outputs) keeper.link(path.join(staged.dir, file), path.join(dir, file));
      return { bundle, dir };
    });
    this.made.set(key, making);
    return (await making).bundle;
  }

  /** Takes note of the entry folders a locale's bundle was made from, whether bundled, linked or from the cache. */
  madeFrom(siteDir: string, bundle: ClientBundle): void {
    for (const folder of sharedEntryFoldersOf(siteDir, bundle.inputs)) this.entryFolders.add(folder);
  }

  /**
   * Removes the site's entry folders that no locale's bundle was made from, once every locale's build is done: those
   * of earlier inputs, which would otherwise pile up in `.ssg/`.
   */
  removeUnusedEntryFolders(siteDir: string): Promise<void> {
    return removeSharedEntryFolders(siteDir, this.entryFolders);
  }
}
