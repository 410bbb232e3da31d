import { importedPackageVersions, valueIdentity } from '@kran/content-core/identity';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_FILE, type KranConfig } from '../config/load-config.js';
import { readFolderListing, type FolderListing } from '../output/folder-listing.js';
import { TRASH_DIR } from '../output/output-trash.js';
import type { BuildSummary } from '../types.js';
import { cacheFolderOf } from './cache-folder.js';
import { toolchainKeyOf } from './code-key.js';
import { digestOf } from '../output/file-digest.js';
import { PersistentStore } from './persistent-store.js';
import { siteFilesDigest } from './site-files-digest.js';

const RECORD_KIND = 'last-build';

/** What the last build into an output folder read and wrote, and what it reported. */
interface LastBuild {
  inputs: string;
  /** Every file of the output folder and of the build cache as the build left them. */
  outputs: string;
  summary: BuildSummary;
}

/**
 * The record of the last build with the build cache into one output folder. A build whose inputs (the site's files,
 * its evaluated config, the packages the config imports, Kran's and the theme's code) are those of the last build,
 * into an output folder and a cache that nobody touched since, would write the same bytes again: it writes nothing
 * and reports the last build's summary.
 */
export class LastBuildRecord {
  readonly notices: string[] = [];
  private readonly store: PersistentStore<LastBuild>;
  private readonly key: string;
  private readonly cacheFolder: string;

  /** `siteOutDir`: of one locale of several, the whole site's output folder, which holds the locale's. */
  constructor(
    private readonly siteDir: string,
    private readonly outDir: string,
    locale?: string,
    private readonly siteOutDir?: string,
  ) {
    this.cacheFolder = cacheFolderOf(siteDir, locale);
    this.store = new PersistentStore(this.cacheFolder, RECORD_KIND, (line) => this.notices.push(line));
    this.key = digestOf([outDir]);
  }

  /**
   * The digest of what a build of the site with this config (already loaded, base URL applied) and these options
   * reads, and the toolchain key (toolchainKeyOf) it holds.
   */
  inputsOf(config: KranConfig, { sourceMaps = false } = {}): { inputs: string; toolchainKey: string } {
    const configText = readFileSync(path.join(this.siteDir, CONFIG_FILE), 'utf8');
    const themePackage = typeof config.theme?.package === 'string' ? config.theme.package : undefined;
    const toolchainKey = toolchainKeyOf(this.siteDir, themePackage);
    const inputs = digestOf([
      toolchainKey,
      valueIdentity(config),
      importedPackageVersions(configText, this.siteDir),
      siteFilesDigest(this.siteDir, [this.outDir, ...(this.siteOutDir ? [this.siteOutDir] : [])]),
      String(sourceMaps),
    ]);
    return { inputs, toolchainKey };
  }

  /** The last build's summary when it read the same inputs and its output and cache are as it left them. */
  unchangedSummary(inputs: string): BuildSummary | undefined {
    const last = this.store.read(this.key);
    if (!last || last.inputs !== inputs || !existsSync(this.outDir)) return undefined;
    return last.outputs === this.outputsDigest() ? last.summary : undefined;
  }

  /**
   * Records a build that read `inputs`, once its output was swapped in and its cache saved. `outputListing`: the
   * output folder as the build listed it after the swap, which nothing has written since.
   */
  async save(inputs: string, summary: BuildSummary, outputListing?: FolderListing): Promise<void> {
    await this.store.write(this.key, { inputs, outputs: this.outputsDigest(outputListing), summary });
  }

  /**
   * Every file below the output folder and the cache folder (this record and the trash aside) by path, size, inode
   * and time.
   */
  private outputsDigest(outputListing?: FolderListing): string {
    const isLeftOut = (name: string) => name === TRASH_DIR || name.startsWith(`${RECORD_KIND}-`);
    const listings = [
      outputListing?.dir === this.outDir ? outputListing : existsSync(this.outDir) && readFolderListing(this.outDir),
      existsSync(this.cacheFolder) && readFolderListing(this.cacheFolder, isLeftOut),
    ];
    const parts = listings.flatMap((listing) =>
      listing ? [...listing.stamps].map(([file, stamp]) => `${file}:${stamp}`) : [],
    );
    return digestOf(parts.sort());
  }
}
