import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../fixtures/site';
import { de } from '../../i18n/de';
import { Footer } from './Footer';

function renderFooter() {
  return render(
    <Footer {...siteFixture.footer!} copyright='Copyright © 2025 <a href="https://lfprojects.org">LF Projects</a>' />,
    {
      wrapper: MemoryRouter,
    },
  );
}

describe('Footer', () => {
  it('shows each link group under its title', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo', { name: de['footer.label'] });
    const titles = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Dokumentation', 'Community']);
    expect(within(footer).getByRole('link', { name: 'Installation' }).getAttribute('href')).toBe('/docs/installation');
  });

  it('shows the links of a group without a title alone, as Docusaurus does for `title: null`', () => {
    const links = [{ items: [{ label: 'Impressum', href: '/impressum' }] }, ...siteFixture.footer!.links];
    render(<Footer {...siteFixture.footer!} links={links} />, { wrapper: MemoryRouter });
    const footer = screen.getByRole('contentinfo', { name: de['footer.label'] });
    const titles = within(footer)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Dokumentation', 'Community']);
    expect(within(footer).getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/impressum');
  });

  it('marks external links and opens them in a new tab', () => {
    renderFooter();
    const mailingList = screen.getByRole('link', { name: `Mailingliste ${de['link.external']}` });
    expect(mailingList.getAttribute('target')).toBe('_blank');
  });

  it('shows the site title and tagline when given', () => {
    render(<Footer {...siteFixture.footer!} title="Podman" tagline="Container ohne Daemon" />, {
      wrapper: MemoryRouter,
    });
    const footer = screen.getByRole('contentinfo', { name: de['footer.label'] });
    expect(within(footer).getByText('Podman')).toBeTruthy();
    expect(within(footer).getByText('Container ohne Daemon')).toBeTruthy();
  });

  it('renders the copyright as HTML', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'LF Projects' }).getAttribute('href')).toBe('https://lfprojects.org');
    expect(screen.getByText(/Copyright © 2025/)).toBeTruthy();
  });

  it("shows an html item as written and a link's class and aria-label, as Docusaurus's footer", () => {
    const links = [
      {
        title: 'Mehr',
        items: [
          { html: '<a href="https://www.netlify.com"><img src="/netlify.svg" alt="Netlify-Abzeichen"></a>' },
          { label: 'Blog', href: '/blogs', className: 'footer-blog', ariaLabel: 'Zum Blog' },
        ],
      },
    ];
    render(<Footer links={links} />, { wrapper: MemoryRouter });
    const footer = screen.getByRole('contentinfo', { name: de['footer.label'] });
    expect(within(footer).getByRole('img', { name: 'Netlify-Abzeichen' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Zum Blog' }).classList.contains('footer-blog')).toBe(true);
  });

  it('takes the light style on request and renders nothing without a footer config', () => {
    const { container } = render(<Footer links={[]} style="light" />, { wrapper: MemoryRouter });
    expect(container.querySelector('footer')!.className).toContain('isLight');
    expect(container.querySelector('footer')!.classList.contains('footer--dark')).toBe(false);
    const { container: empty } = render(<Footer title="Podman" />, { wrapper: MemoryRouter });
    expect(empty.innerHTML).toBe('');
  });

  it("carries Docusaurus's class names, which a site's stylesheet may address: footer, and footer--dark when dark", () => {
    const { container } = render(<Footer links={[]} />, { wrapper: MemoryRouter });
    const footer = container.querySelector('footer')!;
    expect(footer.classList.contains('footer')).toBe(true);
    expect(footer.classList.contains('footer--dark')).toBe(true);
    const { container: light } = render(<Footer links={[]} style="light" />, { wrapper: MemoryRouter });
    expect(light.querySelector('footer')!.classList.contains('footer')).toBe(true);
  });
});
