import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconPaths } from './icon-paths';
import { LandingIcon } from './LandingIcon';

describe('LandingIcon', () => {
  it.each(Object.keys(iconPaths))('draws the "%s" icon, hidden from assistive technology', (name) => {
    const { container } = render(<LandingIcon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.children.length).toBeGreaterThan(0);
  });

  it('draws nothing for an unknown name', () => {
    const { container } = render(<LandingIcon name="toString" />);
    expect(container.innerHTML).toBe('');
  });
});
