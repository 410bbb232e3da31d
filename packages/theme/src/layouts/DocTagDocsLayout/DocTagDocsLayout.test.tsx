import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { docTagDocsFixture } from '../../fixtures/docs';
import { de } from '../../i18n/de';
import { t } from '../../test-support/t';
import { DocTagDocsLayout } from './DocTagDocsLayout';

describe('DocTagDocsLayout', () => {
  it('names the tag with its number of docs, its description and a link to all tags', () => {
    render(<DocTagDocsLayout {...docTagDocsFixture} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      t('docTag.heading', { count: 2, tag: 'Podman' }),
    );
    expect(screen.getByText('Alles über Podman selbst.')).toBeTruthy();
    expect(screen.getByRole('link', { name: de['blogTag.allTags'] }).getAttribute('href')).toBe('/docs/tags');
  });

  it('links to each doc with its description', () => {
    render(<DocTagDocsLayout {...docTagDocsFixture} />, { wrapper: MemoryRouter });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Erste Schritte',
      'Podman installieren',
    ]);
    expect(screen.getByRole('link', { name: 'Podman installieren' }).getAttribute('href')).toBe('/docs/installation');
    expect(screen.getByText('Podman läuft unter Linux, macOS und Windows.')).toBeTruthy();
  });
});
