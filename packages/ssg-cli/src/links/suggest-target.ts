import { editDistance } from '@kran/content-core';

/**
 * The existing path a broken one most likely meant: one whose last segment holds the broken path's last
 * segment (`/release/v1.9.0` -> `/release/2020/04/17/podman-v1.9.0`), or else one a few typos away.
 * Among several, the one with the fewest edits.
 */
export function closestPath(wanted: string, candidates: Iterable<string>): string | undefined {
  const name = lastSegment(wanted).toLowerCase();
  return closest(
    wanted,
    candidates,
    (candidate) => name.length >= 3 && lastSegment(candidate).toLowerCase().includes(name),
  );
}

/**
 * The id a missing #anchor most likely meant: one that holds it (`linux` -> `linux-installieren`) or a few typos
 * away.
 */
export function closestId(wanted: string, ids: Iterable<string>): string | undefined {
  const lowered = wanted.toLowerCase();
  return closest(wanted, ids, (id) => lowered.length >= 3 && id.toLowerCase().includes(lowered));
}

function closest(
  wanted: string,
  candidates: Iterable<string>,
  holdsWanted: (candidate: string) => boolean,
): string | undefined {
  const maxTypos = Math.max(2, Math.floor(wanted.length / 4));
  let best: { candidate: string; isHolding: boolean; distance: number } | undefined;
  for (const candidate of candidates) {
    const isHolding = holdsWanted(candidate);
    // The length difference bounds the distance: most candidates of a large site are skipped unmeasured.
    if (!isHolding && Math.abs(candidate.length - wanted.length) > maxTypos) continue;
    if (best?.isHolding && !isHolding) continue;
    const distance = editDistance(wanted, candidate);
    if (!isHolding && distance > maxTypos) continue;
    const isBetter =
      !best ||
      (isHolding && !best.isHolding) ||
      distance < best.distance ||
      (distance === best.distance && candidate < best.candidate);
    if (isBetter) best = { candidate, isHolding, distance };
  }
  return best?.candidate;
}

function lastSegment(sitePath: string): string {
  return sitePath.split('/').filter(Boolean).at(-1) ?? '';
}
