import type { BuildSummary, Timed } from '../types.js';

/**
 * The build's phase timings, for the summary. `timed` lists a phase when it starts (some run at the same time: the
 * bundle and the page data); `recordPhase` lists one that ran elsewhere (in the site writer's thread) when it ended.
 */
export function phaseTimer(): {
  phases: BuildSummary['phases'];
  timed: Timed;
  recordPhase: (name: string, ms: number) => void;
} {
  const phases: BuildSummary['phases'] = [];
  const timed: Timed = async (name, task) => {
    const phase = { name, ms: 0 };
    phases.push(phase);
    const start = performance.now();
    const result = await task();
    phase.ms = Math.round(performance.now() - start);
    return result;
  };
  return { phases, timed, recordPhase: (name, ms) => phases.push({ name, ms }) };
}
