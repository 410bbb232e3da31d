import type { Meta, StoryObj } from '@storybook/react-vite';
import { codeExampleFixture } from '../../../fixtures/landing';
import { Markdown } from '../../Markdown/index';
import { landingComponents } from '../landing-components';

// Rendered through Markdown from the hast content-core emits, as on a real page.
const meta = {
  component: Markdown,
  title: 'Landing/CodeExample',
  parameters: { layout: 'padded' },
  args: { content: codeExampleFixture, components: landingComponents },
} satisfies Meta<typeof Markdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
