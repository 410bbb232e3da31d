import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('says the page was not found and asks to tell the linking page owner', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: de['notFound.title'] })).toBeTruthy();
    expect(screen.getByText(de['notFound.hint'])).toBeTruthy();
  });
});
