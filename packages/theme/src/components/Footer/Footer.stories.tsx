import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteFixture } from '../../fixtures/site';
import { Footer } from './Footer';

const meta = { component: Footer, title: 'Components/Footer', args: siteFixture.footer! } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
