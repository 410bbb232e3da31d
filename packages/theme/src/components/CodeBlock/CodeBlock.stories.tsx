import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { bashCode, yamlCode } from '../../fixtures/code-block';
import { de } from '../../i18n/de';
import { CodeBlock } from './CodeBlock';

const meta = {
  component: CodeBlock,
  title: 'Components/CodeBlock',
  args: { children: bashCode, language: 'bash' },
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const WithTitle: Story = { args: { title: 'install.sh' } };
export const WithLineNumbers: Story = {
  args: { title: 'pod.yaml', children: yamlCode, language: 'yaml', showLineNumbers: true },
};
export const DarkWithLineNumbers: Story = { ...WithLineNumbers, globals: { colorMode: 'dark' } };
export const Phone: Story = {
  args: { title: 'pod.yaml', children: yamlCode, language: 'yaml' },
  globals: { viewport: { value: 'phone' } },
};
export const PhoneDark: Story = { ...Phone, globals: { viewport: { value: 'phone' }, colorMode: 'dark' } };
export const Desktop: Story = { args: { title: 'install.sh' }, globals: { viewport: { value: 'desktop' } } };
export const Wrapped: Story = {
  args: { title: 'pod.yaml', children: yamlCode, language: 'yaml' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: de['codeBlock.wrap'] }));
  },
};
export const Copied: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: de['codeBlock.copy'] }));
  },
};
