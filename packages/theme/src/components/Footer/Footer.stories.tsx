import type { Meta, StoryObj } from '@storybook/react-vite';
import { logoFixture, siteFixture } from '../../fixtures/site';
import { Footer } from './Footer';

const meta = {
  component: Footer,
  title: 'Components/Footer',
  args: { ...siteFixture.footer!, title: siteFixture.title, tagline: siteFixture.tagline, logo: logoFixture },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const LinksOnly: Story = {
  args: { copyright: undefined, title: undefined, tagline: undefined, logo: undefined },
};
/** `footer.style: 'light'`: the page's colours, as Docusaurus's default footer. */
export const LightStyle: Story = { args: { style: 'light' } };
/** A link group with an `html` item, shown as written. */
export const HtmlItem: Story = {
  args: {
    links: [
      ...siteFixture.footer!.links,
      { title: 'Gehostet', items: [{ html: '<a href="https://www.netlify.com"><strong>Netlify</strong></a>' }] },
    ],
  },
};
