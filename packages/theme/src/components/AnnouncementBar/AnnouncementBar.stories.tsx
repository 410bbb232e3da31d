import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteFixture } from '../../fixtures/site';
import { AnnouncementBar } from './AnnouncementBar';

const meta = {
  component: AnnouncementBar,
  title: 'Components/AnnouncementBar',
  args: siteFixture.announcementBar!,
  // A dismissal from an earlier visit to the story would hide the bar.
  beforeEach: () => window.localStorage.removeItem('docusaurus.announcement.dismiss'),
} satisfies Meta<typeof AnnouncementBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closeable: Story = {};
export const NotCloseable: Story = { args: { isCloseable: false } };
export const CustomColors: Story = { args: { backgroundColor: '#ffd166', textColor: '#1c1e21' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
