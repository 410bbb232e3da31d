import type { Meta, StoryObj } from '@storybook/react-vite';
import { el, root } from '../../fixtures/hast';
import {
  callToActionFixture,
  cardsFixture,
  codeExampleFixture,
  featuresFixture,
  heroFixture,
  latestBlogPostsFixture,
} from '../../fixtures/landing';
import { MarkdownPageLayout } from './MarkdownPageLayout';

const landingPage = root(
  ...heroFixture.children,
  ...featuresFixture.children,
  ...codeExampleFixture.children,
  ...latestBlogPostsFixture.children,
  ...cardsFixture.children,
  ...callToActionFixture.children,
);

const meta = {
  component: MarkdownPageLayout,
  title: 'Layouts/MarkdownPageLayout',
  parameters: { layout: 'fullscreen' },
  args: { kind: 'page', path: '/', title: 'Podman', description: '', content: landingPage, toc: [] },
} satisfies Meta<typeof MarkdownPageLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LandingPage: Story = {};
export const LandingPagePhone: Story = { globals: { viewport: { value: 'phone' } } };
export const TextPage: Story = {
  args: {
    path: '/community',
    title: 'Community',
    content: root(
      el('p', {}, 'Podman wird offen entwickelt.'),
      el('h2', { id: 'chat' }, 'Chat'),
      el('p', {}, 'Fragen stellst du am besten im Matrix-Raum.'),
    ),
  },
};
