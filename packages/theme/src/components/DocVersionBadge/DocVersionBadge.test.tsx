import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '../../test-support/t';
import { DocVersionBadge } from './DocVersionBadge';

describe('DocVersionBadge', () => {
  it("names the doc's version", () => {
    render(<DocVersionBadge label="4.3" />);
    expect(screen.getByText(t('docs.versionBadge', { version: '4.3' }))).toBeTruthy();
  });
});
