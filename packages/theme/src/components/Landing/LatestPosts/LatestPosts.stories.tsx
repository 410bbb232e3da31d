import type { Meta, StoryObj } from '@storybook/react-vite';
import { latestBlogPostsFixture, latestReleaseFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';

// Rendered through Markdown from the hast content-core emits, as on a real page.
const meta = {
  component: Markdown,
  title: 'Landing/LatestPosts',
  parameters: { layout: 'padded' },
  args: { content: latestBlogPostsFixture, components: landingComponents },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralPosts: Story = {};
export const SingleRelease: Story = { args: { content: latestReleaseFixture, components: landingComponents } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
