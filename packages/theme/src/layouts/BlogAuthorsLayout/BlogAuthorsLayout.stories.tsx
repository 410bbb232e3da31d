import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogAuthorsFixture } from '../../fixtures/blog';
import { BlogAuthorsLayout } from './BlogAuthorsLayout';

const meta = {
  component: BlogAuthorsLayout,
  title: 'Layouts/BlogAuthorsLayout',
  parameters: { layout: 'fullscreen', initialPath: blogAuthorsFixture.path },
  args: blogAuthorsFixture,
} satisfies Meta<typeof BlogAuthorsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
