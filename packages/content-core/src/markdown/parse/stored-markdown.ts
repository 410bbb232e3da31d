import type { Root as MdastRoot } from 'mdast';
import { deserialize, serialize } from 'node:v8';
import type { ParsedMarkdown } from './parse-markdown.js';

/**
 * A parsed content file as a loaded post, doc or page keeps it: its tree as V8's serialized bytes, decoded when the
 * file is rendered. A markdown worker hands the tree over as bytes, and a build after an edit reads its cache back
 * without decoding the tree of every file it does not render again.
 */
export type StoredMarkdown = Omit<ParsedMarkdown, 'tree'> & { tree: Uint8Array };

export function storedMarkdownOf(parsed: ParsedMarkdown): StoredMarkdown {
  return { ...parsed, tree: serialize(parsed.tree) };
}

/** A copy of a parsed file's tree, to change. */
export function treeCopyOf(parsed: ParsedMarkdown | StoredMarkdown): MdastRoot {
  return ArrayBuffer.isView(parsed.tree) ? (deserialize(parsed.tree) as MdastRoot) : structuredClone(parsed.tree);
}
