import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import GaugeCard from '@site/src/components/GaugeCard';
import styles from './index.module.css';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title="Live tide data" description="Tidewatch publishes water levels from coastal tide gauges.">
      <header className={styles.banner}>
        <Heading as="h1">{siteConfig.title}</Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p data-fact="gauge-count">{siteConfig.customFields.gaugeCount}</p>
        <Link className="button button--secondary button--lg" to="/docs/quick-start">
          Register a gauge
        </Link>
      </header>
      <main className={styles.cards}>
        <GaugeCard title="Logger" to="/docs/overview">
          Keeps readings on the gauge while the network is down.
        </GaugeCard>
        <GaugeCard title="Collector" to="/docs/concepts/predicted-tides">
          Checks every reading against the predicted tide.
        </GaugeCard>
      </main>
    </Layout>
  );
}
