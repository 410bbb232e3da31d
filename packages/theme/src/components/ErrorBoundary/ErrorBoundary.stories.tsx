import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorBoundary } from './ErrorBoundary';

function Crash(): never {
  throw new Error('Die Seitendaten konnten nicht gelesen werden', {
    cause: new Error('Unerwartetes Ende der Eingabe'),
  });
}

const meta = { component: ErrorBoundary, title: 'Components/ErrorBoundary' } satisfies Meta<typeof ErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Crashed: Story = { args: { children: <Crash /> } };
export const Healthy: Story = { args: { children: <p>Die Seite funktioniert.</p> } };
export const CrashedDark: Story = { ...Crashed, globals: { colorMode: 'dark' } };
export const CrashedPhone: Story = { ...Crashed, globals: { viewport: { value: 'phone' } } };
