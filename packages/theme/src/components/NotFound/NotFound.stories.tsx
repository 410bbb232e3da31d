import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound';

const meta = { component: NotFound, title: 'Components/NotFound' } satisfies Meta<typeof NotFound>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
