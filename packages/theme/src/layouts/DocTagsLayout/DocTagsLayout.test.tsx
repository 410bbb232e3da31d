import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { docTagsFixture } from '../../fixtures/docs';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { DocTagsLayout } from './DocTagsLayout';

describe('DocTagsLayout', () => {
  it('lists every tag under its first letter, naming its number of docs', () => {
    render(<DocTagsLayout {...docTagsFixture} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: de['blogTags.title'] })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'I',
      'N',
      'P',
      'R',
    ]);
    const podman = within(screen.getByRole('region', { name: 'P' })).getByRole('link');
    expect(podman.getAttribute('href')).toBe('/docs/tags/podman');
    expect(podman.textContent).toContain(t('docTag.docs', { count: 3 }));
  });
});
