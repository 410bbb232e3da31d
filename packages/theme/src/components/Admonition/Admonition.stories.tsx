import type { Meta, StoryObj } from '@storybook/react-vite';
import { Admonition } from './Admonition';
import { ADMONITION_TYPES } from './admonition-types';

const meta = {
  component: Admonition,
  title: 'Components/Admonition',
  args: { type: 'note', children: <p>Rootless-Container laufen ohne Administratorrechte.</p> },
} satisfies Meta<typeof Admonition>;
export default meta;
type Story = StoryObj<typeof meta>;

function AllTypes() {
  return (
    <>
      {ADMONITION_TYPES.map((type) => (
        <Admonition key={type} type={type}>
          <p>
            Ein Kasten vom Typ <code>{type}</code> mit einem <a href="#beispiel">Link</a>.
          </p>
        </Admonition>
      ))}
    </>
  );
}

export const Note: Story = {};
export const CustomTitle: Story = { args: { type: 'tip', title: 'Schneller ans Ziel' } };
export const AllTypesLight: Story = { render: () => <AllTypes /> };
export const Phone: Story = { render: () => <AllTypes />, globals: { viewport: { value: 'phone' } } };
