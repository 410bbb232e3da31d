import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsVersions } from '../../../fixtures/docs';
import { DocsVersionDropdown } from './DocsVersionDropdown';

const meta = {
  component: DocsVersionDropdown,
  title: 'Components/Navbar/DocsVersionDropdown',
  args: {
    versions: docsVersions,
    pathname: '/docs/next/installation',
    activeVersion: {
      docsId: 'default',
      name: 'current',
      alternatePaths: { current: '/docs/next/installation', '5.0': '/docs/installation' },
    },
  },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: '1rem', minHeight: '14rem' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof DocsVersionDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnADocOfTheNextVersion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    // The menu fades in (a CSS transition): shown once its links are.
    await waitFor(() => expect(within(canvasElement).getByRole('link', { name: '5.0' })).toBeVisible());
  },
};
export const OnAPageOfNoVersion: Story = { args: { pathname: '/blogs', activeVersion: undefined } };
