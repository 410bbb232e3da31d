import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';

describe('Icon', () => {
  it('is hidden from screen readers, so a button with it is named by its label alone', () => {
    render(
      <button type="button" aria-label="Schließen">
        <Icon className="close" />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Schließen' });
    const icon = button.querySelector('span')!;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.textContent).toBe('');
  });

  it('takes the global icon rule, its own class and its data attributes', () => {
    const { container } = render(<Icon className="social" data-platform="github" />);
    const icon = container.querySelector('span')!;
    expect([...icon.classList]).toEqual(['kran-icon', 'social']);
    expect(icon.dataset['platform']).toBe('github');
  });
});
