/**
 * The chunks of each route kind, with those of the kinds whose layout is part of another kind's chunk
 * (`hosts`: `{ docCategoryIndex: 'doc' }`) added: the host's chunks first, then the kind's own (an override of its
 * layout).
 */
export function withLayoutChunkHosts(
  chunksByKind: Readonly<Record<string, string[]>>,
  hosts: Readonly<Record<string, string>> = {},
): Record<string, string[]> {
  const result = { ...chunksByKind };
  for (const [kind, host] of Object.entries(hosts)) {
    const hostChunks = chunksByKind[host];
    if (hostChunks) result[kind] = [...new Set([...hostChunks, ...(chunksByKind[kind] ?? [])])];
  }
  return result;
}
