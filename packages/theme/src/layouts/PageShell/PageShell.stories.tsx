import type { Meta, StoryObj } from '@storybook/react-vite';
import { logoFixture, siteFixture } from '../../fixtures/site';
import { PageShell } from './PageShell';

const meta = {
  component: PageShell,
  title: 'Layouts/PageShell',
  args: {
    site: { ...siteFixture, logo: logoFixture },
    children: (
      <div style={{ maxWidth: '46rem', margin: '0 auto', padding: '3rem 1.5rem' }}>
        <h1>Funktionen</h1>
        <p>Podman verwaltet Container und Pods ohne Daemon und ohne Root-Rechte.</p>
      </div>
    ),
  },
  parameters: { layout: 'fullscreen', initialPath: '/features' },
  beforeEach: () => window.localStorage.removeItem('docusaurus.announcement.dismiss'),
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const WithoutAnnouncement: Story = {
  args: { site: { ...siteFixture, logo: logoFixture, announcementBar: undefined } },
};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
