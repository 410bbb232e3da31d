import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserI18n } from '../../i18n/browser-i18n';
import { de } from '../../i18n/de';
import { createI18n, type I18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nContext';
import { countMade } from '../../test-support/count-intl';
import { DateText } from './DateText';

const dates = (i18n: I18n) => (
  <I18nProvider i18n={i18n}>
    <p>
      <DateText date="2022-12-07" /> <DateText date="2019-06-13" className="archive" />
    </p>
  </I18nProvider>
);

describe('DateText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('writes the day as the locale does in a time element with the ISO date', () => {
    render(dates(createI18n({ locale: 'de', messages: de })));
    const time = screen.getByText('13. Juni 2019');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2019-06-13');
    expect(time.className).toBe('archive');
  });

  it("hydrates with the server's texts and makes no Intl.DateTimeFormat in the browser", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(dates(createI18n({ locale: 'de', messages: de })));
    document.body.append(container);
    const made = countMade('DateTimeFormat');
    const error = vi.spyOn(console, 'error');
    const i18n = createBrowserI18n({ locale: 'de', messages: de });
    await act(async () => hydrateRoot(container, dates(i18n)));
    expect(error).not.toHaveBeenCalled();
    expect(made).not.toHaveBeenCalled();
    expect(container.textContent).toBe('7. Dezember 2022 13. Juni 2019');
    // A date the page did not show is written through Intl.
    expect(i18n.formatDate('2024-03-11')).toBe('11. März 2024');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
