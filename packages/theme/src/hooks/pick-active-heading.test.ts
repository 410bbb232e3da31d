import { describe, expect, it } from 'vitest';
import { pickActiveHeading } from './pick-active-heading';

const headings = [
  { id: 'linux', top: -900 },
  { id: 'fedora', top: -300 },
  { id: 'macos', top: 500 },
];

describe('pickActiveHeading', () => {
  it('picks the first visible heading in document order', () => {
    expect(pickActiveHeading(headings, new Set(['macos', 'fedora']), 80)).toBe('fedora');
  });

  it('picks the last heading above the top offset when none is visible', () => {
    expect(pickActiveHeading(headings, new Set(), 80)).toBe('fedora');
  });

  it('picks nothing above the first heading', () => {
    expect(pickActiveHeading([{ id: 'linux', top: 400 }], new Set(), 80)).toBeUndefined();
  });
});
