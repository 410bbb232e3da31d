import { deserialize, serialize } from 'node:v8';
import type { KnownData } from '../render/known-page-data.js';
import type { PartCodec } from './parted-store.js';

interface Header {
  digests: string[];
  hashes: string[];
  lengths: number[];
}

const HEADER_LENGTH_BYTES = 4;

/**
 * Page data as a header (the routes' digests, the data's hashes and byte lengths) followed by every route's UTF-8
 * data, one after another: read back as views into the part's bytes, without a copy or an object per route's data.
 */
export const pageDataCodec: PartCodec<KnownData> = {
  encode(entries) {
    const header = serialize({
      digests: entries.map(([digest]) => digest),
      hashes: entries.map(([, data]) => data.dataHash),
      lengths: entries.map(([, data]) => data.dataJson.byteLength),
    } satisfies Header);
    const dataBytes = entries.reduce((total, [, data]) => total + data.dataJson.byteLength, 0);
    const bytes = Buffer.allocUnsafe(HEADER_LENGTH_BYTES + header.byteLength + dataBytes);
    bytes.writeUInt32LE(header.byteLength, 0);
    bytes.set(header, HEADER_LENGTH_BYTES);
    let offset = HEADER_LENGTH_BYTES + header.byteLength;
    for (const [, data] of entries) {
      bytes.set(data.dataJson, offset);
      offset += data.dataJson.byteLength;
    }
    return bytes;
  },
  decode(bytes) {
    const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const headerEnd = HEADER_LENGTH_BYTES + view.readUInt32LE(0);
    const { digests, hashes, lengths } = deserialize(view.subarray(HEADER_LENGTH_BYTES, headerEnd)) as Header;
    const dataBytes = lengths.reduce((total, length) => total + length, 0);
    if (headerEnd + dataBytes !== view.byteLength || digests.length !== lengths.length)
      throw new Error(`the page data takes ${dataBytes} bytes after its header, not ${view.byteLength - headerEnd}`);
    let offset = headerEnd;
    return digests.map((digest, index): [string, KnownData] => {
      const dataJson = bytes.subarray(offset, (offset += lengths[index]!));
      return [digest, { dataHash: hashes[index]!, dataJson }];
    });
  },
};
