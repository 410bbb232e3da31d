import { describe, expect, it } from 'vitest';
import type { KnownData } from '../render/known-page-data.js';
import { pageDataCodec } from './page-data-codec.js';

const dataOf = (json: string, dataHash: string): KnownData => ({ dataHash, dataJson: Buffer.from(json, 'utf8') });
const asText = (entries: [string, KnownData][]) =>
  entries.map(([digest, data]) => [digest, data.dataHash, Buffer.from(data.dataJson).toString('utf8')]);

describe('pageDataCodec', () => {
  it('reads back each route digest with its data hash and UTF-8 data', () => {
    const entries: [string, KnownData][] = [
      ['digest-a', dataOf('{"title":"Grüße „Podman“"}', 'hash-a')],
      ['digest-b', dataOf('', 'hash-b')],
      ['digest-c', dataOf('{"path":"/c"}', 'hash-c')],
    ];
    expect(asText(pageDataCodec.decode(pageDataCodec.encode(entries)))).toEqual(asText(entries));
    expect(pageDataCodec.decode(pageDataCodec.encode([]))).toEqual([]);
  });

  it('refuses bytes cut short or that it did not write', () => {
    const bytes = pageDataCodec.encode([['digest-a', dataOf('{"path":"/a"}', 'hash-a')]]);
    expect(() => pageDataCodec.decode(bytes.subarray(0, bytes.byteLength - 1))).toThrow(/bytes after its header/);
    expect(() => pageDataCodec.decode(Buffer.from('not what the cache wrote'))).toThrow();
  });
});
