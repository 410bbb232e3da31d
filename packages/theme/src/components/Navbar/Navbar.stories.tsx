import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteFixture } from '../../fixtures/site';
import { Navbar } from './Navbar';

const meta = { component: Navbar, title: 'Components/Navbar', args: { title: siteFixture.title, items: siteFixture.navbar.items } } satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
