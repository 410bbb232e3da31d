import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:html|m?js|css|json|map|webmanifest|svg|xml|txt|wasm)$/;
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts for a file, or undefined to send it as it is. */
export function chooseEncoding(file: string, acceptEncoding: string | undefined): Encoding | undefined {
  if (!COMPRESSIBLE.test(file) || !acceptEncoding) return undefined;
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** Compresses files once per version (path and modification time) and keeps the results up to a size bound. */
export class CompressionCache {
  private entries = new Map<string, Buffer>();
  private bytes = 0;

  get(file: string, mtimeMs: number, encoding: Encoding, read: () => Buffer): Buffer {
    const key = `${encoding}:${mtimeMs}:${file}`;
    const cached = this.entries.get(key);
    if (cached) return cached;
    const source = read();
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(source, { level: 6 });
    this.entries.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldKey, value] of this.entries) {
      if (this.bytes <= CACHE_LIMIT_BYTES) break;
      this.entries.delete(oldKey);
      this.bytes -= value.length;
    }
    return compressed;
  }
}
