import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteFixture } from '../../fixtures/site';
import { ColorModeToggle } from './ColorModeToggle';

const meta = {
  component: ColorModeToggle,
  title: 'Components/ColorModeToggle',
  args: { config: siteFixture.colorMode },
} satisfies Meta<typeof ColorModeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const PhoneLight: Story = { globals: { viewport: { value: 'phone' } } };
