import { describe, expect, it } from 'vitest';
import { ScrollMemory, scrollTargetOf } from './scroll-memory';

describe('scrollTargetOf', () => {
  it('restores the remembered position on back and forward', () => {
    const memory = new ScrollMemory();
    memory.save('a', 840);
    expect(scrollTargetOf({ isPop: true, remembered: memory.positionOf('a'), hash: '' })).toEqual({ y: 840 });
  });

  it('scrolls to the hash anchor, or to the top, on a new navigation', () => {
    expect(scrollTargetOf({ isPop: false, remembered: 840, hash: '#linux' })).toEqual({ elementId: 'linux' });
    expect(scrollTargetOf({ isPop: false, hash: '' })).toEqual({ y: 0 });
    expect(scrollTargetOf({ isPop: true, hash: '#%C3%BCber' })).toEqual({ elementId: 'über' });
  });
});
