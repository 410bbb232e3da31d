import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import '../src/styles/tokens.css';
import '../src/styles/base.css';

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: { title: 'Farbmodus', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { colorMode: 'light' },
  decorators: [
    (Story, context) => {
      document.documentElement.dataset.theme = context.globals.colorMode as string;
      return (
        <MemoryRouter initialEntries={[(context.parameters.initialPath as string | undefined) ?? '/']}>
          <Story />
        </MemoryRouter>
      );
    },
  ],
};

export default preview;
