import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = { component: Pagination, title: 'Components/Pagination' } satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = { args: { olderUrl: '/blogs/page/2', page: 1, totalPages: 25 } };
export const MiddlePage: Story = { args: { newerUrl: '/blogs', olderUrl: '/blogs/page/3', page: 2, totalPages: 25 } };
export const LastPage: Story = { args: { newerUrl: '/blogs/page/24', page: 25, totalPages: 25 } };
export const MiddlePageDark: Story = { ...MiddlePage, globals: { colorMode: 'dark' } };
export const MiddlePagePhone: Story = { ...MiddlePage, globals: { viewport: { value: 'phone' } } };
