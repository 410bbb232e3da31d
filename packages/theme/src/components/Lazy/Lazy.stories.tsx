import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { userEvent } from 'storybook/test';
import { de } from '../../i18n/de';
import { Lazy } from './Lazy';

interface GreetingProps {
  name: string;
}

function Greeting({ name }: GreetingProps) {
  return <p>Hallo {name}, dieser Teil wurde nachgeladen.</p>;
}

const neverLoads = () => new Promise<ComponentType<GreetingProps>>(() => undefined);
const alwaysFails = () => Promise.reject(new Error('Der Chunk fehlt.'));
const loadsAtOnce = () => Promise.resolve(Greeting);

const meta = {
  component: Lazy<GreetingProps>,
  title: 'Components/Lazy',
  args: { load: neverLoads, props: { name: 'Podman' } },
} satisfies Meta<typeof Lazy<GreetingProps>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const LoadingWithFallback: Story = { args: { fallback: <p>Inhalt, der ohne JavaScript sichtbar ist.</p> } };
export const Failed: Story = { args: { load: alwaysFails } };
export const FailedPhone: Story = { args: { load: alwaysFails }, globals: { viewport: { value: 'phone' } } };
export const Loaded: Story = { args: { load: loadsAtOnce }, globals: { viewport: { value: 'desktop' } } };
export const RetryFailsAgain: Story = {
  args: { load: alwaysFails },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: de['lazy.retry'] }));
  },
};
