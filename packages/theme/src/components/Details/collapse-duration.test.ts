import { describe, expect, it } from 'vitest';
import {
  collapseDuration,
  MAX_COLLAPSE_DURATION_MS,
  MIN_COLLAPSE_DURATION_MS,
  REDUCED_MOTION_DURATION_MS,
} from './collapse-duration';

describe('collapseDuration', () => {
  it('starts at the shortest duration for empty content', () => {
    expect(collapseDuration(0, false)).toBe(MIN_COLLAPSE_DURATION_MS);
  });

  it('grows with the content height', () => {
    expect(collapseDuration(100, false)).toBe(230);
    expect(collapseDuration(400, false)).toBe(310);
    expect(collapseDuration(900, false)).toBeGreaterThan(collapseDuration(400, false));
  });

  it('never takes longer than the longest duration', () => {
    expect(collapseDuration(20_000, false)).toBe(MAX_COLLAPSE_DURATION_MS);
  });

  it('takes 1 ms when the visitor prefers reduced motion', () => {
    expect(collapseDuration(400, true)).toBe(REDUCED_MOTION_DURATION_MS);
    expect(REDUCED_MOTION_DURATION_MS).toBe(1);
  });
});
