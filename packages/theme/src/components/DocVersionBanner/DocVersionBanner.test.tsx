import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { unmaintainedVersionFixture, unreleasedVersionFixture } from '../../fixtures/docs';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { DocVersionBanner } from './DocVersionBanner';

describe('DocVersionBanner', () => {
  it('names the unreleased version and links to the latest one', () => {
    render(<DocVersionBanner version={unreleasedVersionFixture} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('complementary', { name: de['docs.versionBanner.label'] })).toBeTruthy();
    expect(screen.getByText(t('docs.versionBanner.unreleased', { version: 'Next' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: de['docs.versionBanner.latestLink'] }).getAttribute('href')).toBe(
      '/docs/4.3/installation',
    );
  });

  it('names the unmaintained version', () => {
    render(<DocVersionBanner version={unmaintainedVersionFixture} />, { wrapper: MemoryRouter });
    expect(screen.getByText(t('docs.versionBanner.unmaintained', { version: '3.4' }))).toBeTruthy();
  });

  it('leaves out the link when the latest version has no such page', () => {
    render(<DocVersionBanner version={{ ...unmaintainedVersionFixture, latestPath: undefined }} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing for a version without banner', () => {
    const { container } = render(<DocVersionBanner version={{ ...unmaintainedVersionFixture, banner: 'none' }} />, {
      wrapper: MemoryRouter,
    });
    expect(container.innerHTML).toBe('');
  });
});
