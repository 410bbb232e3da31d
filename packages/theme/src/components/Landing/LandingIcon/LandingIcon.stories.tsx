import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconPaths } from './icon-paths';
import { LandingIcon } from './LandingIcon';

const meta = {
  component: LandingIcon,
  title: 'Landing/LandingIcon',
  args: { name: 'terminal' },
} satisfies Meta<typeof LandingIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

const allIcons = () => (
  <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', padding: 0 }}>
    {Object.keys(iconPaths).map((name) => (
      <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem', width: '5.5rem' }}>
        <LandingIcon name={name} />
        <code>{name}</code>
      </li>
    ))}
  </ul>
);

export const Single: Story = {};
export const AllIcons: Story = { render: allIcons };
export const AllIconsPhone: Story = { render: allIcons, globals: { viewport: { value: 'phone' } } };
