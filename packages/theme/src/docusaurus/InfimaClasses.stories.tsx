import type { Meta, StoryObj } from '@storybook/react-vite';
import '../styles/infima-classes.css';

const AVATAR =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3Crect width='1' height='1' fill='%236a3fc1'/%3E%3C/svg%3E";

/** A home page as `create-docusaurus` writes it, with Infima's class names only, and the other classes it offers. */
function InfimaPage() {
  return (
    <div>
      <header className="hero hero--primary">
        <div className="container text--center">
          <h1 className="hero__title">Podman</h1>
          <p className="hero__subtitle">Container ohne Daemon</p>
          <a className="button button--secondary button--lg" href="#los">
            Los geht’s
          </a>
        </div>
      </header>
      <main>
        <section className="container padding-vert--lg">
          <div className="row">
            {['Ohne Daemon', 'Rootless', 'Kompatibel'].map((title) => (
              <div key={title} className="col col--4 text--center padding-horiz--md">
                <h2>{title}</h2>
                <p>Ein Satz über {title}.</p>
              </div>
            ))}
          </div>
          <div className="row margin-top--lg">
            <div className="col col--6 col--offset-3">
              <div className="card">
                <div className="card__header">
                  <h3>Karte</h3>
                </div>
                <div className="card__body">
                  <p>Ein Absatz in einer Karte.</p>
                </div>
                <div className="card__footer">
                  <a className="button button--primary button--block" href="#karte">
                    Mehr lesen
                  </a>
                </div>
              </div>
            </div>
          </div>
          <div className="margin-top--lg">
            <a className="button button--primary margin-right--sm" href="#primaer">
              Primär
            </a>
            <a className="button button--secondary margin-right--sm" href="#sekundaer">
              Sekundär
            </a>
            <a className="button button--outline button--primary margin-right--sm" href="#umriss">
              Umriss
            </a>
            <a className="button button--primary button--sm" href="#klein">
              Klein
            </a>
          </div>
          <div className="avatar margin-top--lg">
            <img className="avatar__photo" src={AVATAR} alt="" />
            <div className="avatar__intro">
              <div className="avatar__name">Ada Beispiel</div>
              <small className="avatar__subtitle">Betreuerin</small>
            </div>
          </div>
        </section>
        <section className="container padding-vert--lg">
          {(['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const).map((colour) => (
            <div key={colour} className={`alert alert--${colour} margin-bottom--sm`} role="note">
              <span className={`badge badge--${colour} margin-right--sm`}>{colour}</span>
              Ein Hinweis mit <a href={`#${colour}`}>einem Verweis</a>.
            </div>
          ))}
          <nav className="pagination-nav margin-top--lg" aria-label="Seiten">
            <a className="pagination-nav__link pagination-nav__link--prev" href="#zurueck">
              <div className="pagination-nav__sublabel">Zurück</div>
              <div className="pagination-nav__label">Installation</div>
            </a>
            <a className="pagination-nav__link pagination-nav__link--next" href="#weiter">
              <div className="pagination-nav__sublabel">Weiter</div>
              <div className="pagination-nav__label">Erste Schritte</div>
            </a>
          </nav>
        </section>
        <section className="hero hero--dark">
          <div className="container">
            <p className="hero__subtitle text--right">Ein dunkler Abschnitt</p>
          </div>
        </section>
      </main>
    </div>
  );
}

const meta = {
  title: 'Docusaurus/Infima classes',
  component: InfimaPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InfimaPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HomePage: Story = {};
export const HomePagePhone: Story = { globals: { viewport: { value: 'phone' } } };
