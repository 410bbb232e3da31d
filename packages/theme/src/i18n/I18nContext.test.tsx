import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catchRenderError } from '../test-support/expect-render-error';
import { theme } from '../definition';
import { DEFAULT_I18N_FLAG } from './default-i18n-flag';
import { en } from './en';
import { createI18n } from './i18n';
import { I18nProvider, useT } from './I18nContext';

function NotFoundTitle() {
  return <h1>{useT()('notFound.title')}</h1>;
}

describe('useT', () => {
  afterEach(() => {
    delete globalThis.__KRAN_DEFAULT_I18N__;
  });

  it("gives the provider's texts", () => {
    render(
      <I18nProvider i18n={createI18n({ locale: 'en', messages: en })}>
        <NotFoundTitle />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe(en['notFound.title']);
  });

  it('gives German without a provider where the theme runs unbundled (tests, stories, prerendering)', () => {
    render(<NotFoundTitle />);
    expect(screen.getByRole('heading').textContent).toBe('Seite nicht gefunden');
  });

  it("names the missing provider in a site's browser bundle, which leaves the German default out", () => {
    const constants = theme.bundleConstants!({ navbar: { items: [] } } as never);
    expect(constants[DEFAULT_I18N_FLAG]).toBe(false);
    globalThis.__KRAN_DEFAULT_I18N__ = constants[DEFAULT_I18N_FLAG];
    expect(String(catchRenderError(() => render(<NotFoundTitle />)))).toContain(
      'Theme components need an I18nProvider.',
    );
  });
});
