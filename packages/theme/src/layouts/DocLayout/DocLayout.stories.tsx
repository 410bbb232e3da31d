import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  docFixture,
  docWithoutSidebarFixture,
  unmaintainedVersionFixture,
  unreleasedVersionFixture,
} from '../../fixtures/docs';
import { DocLayout } from './DocLayout';

const meta = {
  component: DocLayout,
  title: 'Layouts/DocLayout',
  parameters: { layout: 'fullscreen', initialPath: docFixture.path },
  args: docFixture,
} satisfies Meta<typeof DocLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const WithoutSidebar: Story = {
  args: {
    ...docWithoutSidebarFixture,
    sidebar: undefined,
    previous: undefined,
    next: undefined,
    editUrl: undefined,
    version: undefined,
  },
  parameters: { initialPath: docWithoutSidebarFixture.path },
};
export const UnreleasedVersion: Story = { args: { version: unreleasedVersionFixture } };
export const UnmaintainedVersion: Story = { args: { version: unmaintainedVersionFixture } };
