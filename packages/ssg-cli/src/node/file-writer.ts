import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes files synchronously, creating each folder once: a build writes thousands into a few hundred folders. */
export class FileWriter {
  private readonly folders = new Set<string>();

  write(file: string, contents: string | Uint8Array): void {
    const folder = path.dirname(file);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    writeFileSync(file, contents);
  }
}
