import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';

export default function Home() {
  return (
    <Layout
      title={translate({ id: 'home.title', message: 'Readable weather logs' })}
      description={translate({ id: 'home.description', message: 'Loomcast writes one plain line per reading.' })}
    >
      <main className="container margin-vert--xl">
        <h1>
          <Translate id="home.heading">Loomcast keeps your station honest</Translate>
        </h1>
        <p>
          <Translate id="home.pitch">Every reading becomes one line of text that you can read, grep and archive.</Translate>
        </p>
        <Link className="button button--primary button--lg" to="/docs/intro">
          <Translate id="home.start">Open the handbook</Translate>
        </Link>
      </main>
    </Layout>
  );
}
