import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './index.module.css';

function Hero() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <h1 className={styles.title}>{siteConfig.title}</h1>
      <p className={styles.tagline}>{siteConfig.tagline}</p>
      <p data-fact="release-line">{siteConfig.customFields.releaseLine}</p>
      <Link className="button button--primary button--lg" to="/docs/intro">
        Read the manual
      </Link>
    </header>
  );
}

export default function Home() {
  return (
    <Layout title="Home" description="Quillmate keeps your notes in plain files beside your code.">
      <Hero />
      <main className={styles.features}>
        <section>
          <h2>Plain files</h2>
          <p>Every note is a markdown file you can read without Quillmate.</p>
        </section>
        <section>
          <h2>Sync through Git</h2>
          <p>Any Git remote carries your notebooks between machines.</p>
        </section>
      </main>
    </Layout>
  );
}
