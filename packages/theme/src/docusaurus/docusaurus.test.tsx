import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../fixtures/site';
import type { PageHead } from '../page-head';
import { PageHeadProvider } from '../page-head';
import { SiteShellProvider } from '../site-context';
import type { SiteShell } from '../types';
import BrowserOnly from './BrowserOnly';
import CodeBlock from './CodeBlock';
import Head from './Head';
import Heading from './Heading';
import Layout from './Layout';
import Link from './Link';
import useBaseUrl from './useBaseUrl';
import useDocusaurusContext from './useDocusaurusContext';

const site: SiteShell = {
  ...siteFixture,
  title: 'Handbuch',
  tagline: 'Für alle',
  url: 'https://example.org',
  baseUrl: '/handbuch/',
  customFields: { contactEmail: 'team@example.org' },
};

function Page() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Start" description="Die Startseite" wrapperClassName="home">
      <Heading as="h2" id="kontakt">
        {`${siteConfig.title}: ${String(siteConfig.customFields.contactEmail)}`}
      </Heading>
      <img src={useBaseUrl('/img/logo.svg')} alt="Logo" />
      <img src={useBaseUrl('/img/logo.svg', { absolute: true })} alt="Logo absolut" />
      <img src={useBaseUrl('https://cdn.example.org/x.png')} alt="Extern" />
      <Link to="/docs/intro">Intro</Link>
      <Link href="https://github.com/kran">GitHub</Link>
      <BrowserOnly fallback={<p>Lädt</p>}>{() => <p>Im Browser</p>}</BrowserOnly>
    </Layout>
  );
}

const inSite = (children: React.ReactNode, onPageHead?: (head: PageHead) => void) => (
  <MemoryRouter basename="/handbuch" initialEntries={['/handbuch/']}>
    <SiteShellProvider value={site}>
      <PageHeadProvider value={onPageHead}>{children}</PageHeadProvider>
    </SiteShellProvider>
  </MemoryRouter>
);

describe("Docusaurus's client API on the theme", () => {
  it('renders a Docusaurus page on the server with the site config, base URL paths and the fallback of BrowserOnly', () => {
    const heads: PageHead[] = [];
    const html = renderToString(inSite(<Page />, (head) => heads.push(head)));
    expect(html).toContain('<div class="main-wrapper home">');
    expect(html).toContain('<h2 id="kontakt">Handbuch: team@example.org<a class="hash-link" href="#kontakt"');
    expect(html).toContain('src="/handbuch/img/logo.svg"');
    expect(html).toContain('src="https://example.org/handbuch/img/logo.svg"');
    expect(html).toContain('src="https://cdn.example.org/x.png"');
    expect(html).toContain('href="/handbuch/docs/intro"');
    expect(html).toContain('href="https://github.com/kran"');
    expect(html).toContain('<p>Lädt</p>');
    expect(html).not.toContain('Im Browser');
    expect(heads).toEqual([{ title: 'Start', description: 'Die Startseite' }]);
  });

  it("renders @theme/CodeBlock's text as lines, with the title and language of its props or meta string", () => {
    const code = 'const owl = new Owl();\nawait owl.takeScreenshot("home");\n';
    const html = renderToString(
      inSite(
        <>
          <CodeBlock title="App.owl.ts" className="language-typescript">
            {code}
          </CodeBlock>
          <CodeBlock language="bash" metastring='title="install.sh" showLineNumbers'>
            npm install --save-dev react-native-owl
          </CodeBlock>
        </>,
      ),
    );
    expect(html).toContain('>App.owl.ts</div>');
    const lines = html.match(/<pre[^>]*data-language="typescript"[^>]*><code>([\s\S]*?)<\/code><\/pre>/)?.[1];
    expect(lines).toBe(
      '<span class="code-line">const owl = new Owl();</span>\n' +
        '<span class="code-line">await owl.takeScreenshot(&quot;home&quot;);</span>',
    );
    expect(html).toContain('>install.sh</div>');
    expect(html).toMatch(/<pre class="[^"]*hasLineNumbers[^"]*" data-language="bash"/);
    expect(html).toContain('<span class="code-line">npm install --save-dev react-native-owl</span>');
  });

  it("reports the tags of each Head to the server render, a <title> of text and values as the document's title", () => {
    const heads: PageHead[] = [];
    const count = 3;
    renderToString(
      inSite(
        <Layout title="Intern">
          <Head>
            <title>{count} Hinweise – intern</title>
            <meta name="robots" content="noindex" />
            <link rel="preconnect" href="https://fonts.example.org" crossOrigin="anonymous" />
          </Head>
          <Head>
            <meta property="og:image" content="https://example.org/bild.png" />
          </Head>
        </Layout>,
        (head) => heads.push(head),
      ),
    );
    expect(heads).toEqual([
      { title: 'Intern' },
      {
        headTags: [
          { tagName: 'meta', attributes: { name: 'robots', content: 'noindex' } },
          {
            tagName: 'link',
            attributes: { rel: 'preconnect', href: 'https://fonts.example.org', crossorigin: 'anonymous' },
          },
          { tagName: 'title', text: '3 Hinweise – intern' },
        ],
      },
      {
        headTags: [{ tagName: 'meta', attributes: { property: 'og:image', content: 'https://example.org/bild.png' } }],
      },
    ]);
  });

  it('calls the children of BrowserOnly in the browser and sets the title and description of Layout', async () => {
    await act(async () => {
      render(inSite(<Page />));
    });
    expect(screen.getByText('Im Browser')).toBeTruthy();
    expect(document.title).toBe('Start | Handbuch');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Die Startseite');
  });

  it('keeps the tags of Head and the description of Layout in the document while the page is shown, and no longer', () => {
    document.head.innerHTML = '<meta name="description" content="Die Seite davor">';
    function NoIndexPage() {
      return (
        <Layout title="Intern" description="Nur für das Team">
          <Head>
            <title>Intern – nur für das Team</title>
            <meta name="robots" content="noindex" />
            <meta httpEquiv="refresh" content="30" />
            <link rel="preconnect" href="https://fonts.example.org" crossOrigin="anonymous" />
          </Head>
        </Layout>
      );
    }
    const headTags = () => [...document.head.querySelectorAll('meta, link')].map((tag) => tag.outerHTML).join('');
    const shown = render(inSite(<NoIndexPage />));
    expect(document.title).toBe('Intern – nur für das Team');
    expect(headTags()).toBe(
      '<meta name="description" content="Nur für das Team"><meta name="robots" content="noindex">' +
        '<meta http-equiv="refresh" content="30">' +
        '<link rel="preconnect" href="https://fonts.example.org" crossorigin="anonymous">',
    );
    shown.unmount();
    expect(headTags()).toBe('<meta name="description" content="Die Seite davor">');
  });

  it('gives the built locale, the default one and every locale of the site through useDocusaurusContext()', () => {
    const english = {
      code: 'en',
      label: 'English',
      direction: 'ltr',
      htmlLang: 'en-US',
      calendar: 'gregory',
      path: 'en',
      baseUrl: '/handbuch/',
      url: 'https://example.org',
    } as const;
    const arabic = {
      ...english,
      code: 'ar',
      label: 'العربية',
      direction: 'rtl',
      htmlLang: 'ar',
      path: 'arabic',
      baseUrl: '/handbuch/ar/',
    } as const;
    let context: ReturnType<typeof useDocusaurusContext> | undefined;
    function Probe() {
      context = useDocusaurusContext();
      return null;
    }
    renderToString(
      <SiteShellProvider
        value={{ ...site, i18n: { currentLocale: 'ar', defaultLocale: 'en', locales: [english, arabic] } }}
      >
        <Probe />
      </SiteShellProvider>,
    );
    expect(context?.i18n).toEqual({
      defaultLocale: 'en',
      locales: ['en', 'ar'],
      currentLocale: 'ar',
      localeConfigs: {
        en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en' },
        ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'arabic' },
      },
    });
    expect(context?.siteConfig.title).toBe('Handbuch');
  });
});
