import type { Meta, StoryObj } from '@storybook/react-vite';
import { logoFixture, siteFixture } from '../../fixtures/site';
import { Footer } from './Footer';

const meta = {
  component: Footer,
  title: 'Components/Footer',
  args: { ...siteFixture.footer!, title: siteFixture.title, tagline: siteFixture.tagline, logo: logoFixture },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LinksOnly: Story = {
  args: { copyright: undefined, title: undefined, tagline: undefined, logo: undefined },
};
