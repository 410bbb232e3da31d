import type { Meta, StoryObj } from '@storybook/react-vite';
import { unmaintainedVersionFixture, unreleasedVersionFixture } from '../../fixtures/docs';
import { DocVersionBanner } from './DocVersionBanner';

const meta = {
  component: DocVersionBanner,
  title: 'Components/DocVersionBanner',
  args: { version: unreleasedVersionFixture },
} satisfies Meta<typeof DocVersionBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unreleased: Story = {};
export const Unmaintained: Story = { args: { version: unmaintainedVersionFixture } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const WithoutLatestPage: Story = { args: { version: { ...unmaintainedVersionFixture, latestPath: undefined } } };
