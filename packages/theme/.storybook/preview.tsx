import type { Preview } from '@storybook/react-vite';
import { kranGlobalTypes, withKran } from '../src/storybook/index';
import '../src/styles/tokens.css';
import '../src/styles/infima.css';
import '../src/styles/base.css';
import '../src/styles/side-panel.css';

// The theme's stories are decorated as another project's are (see the README, "Storybook in your project"), with
// the theme's sources in place of the package's dist and its stylesheet.
const preview: Preview = {
  // Every component gets a docs page with its props table, from its stories' component and args.
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 375', styles: { width: '375px', height: '740px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  globalTypes: kranGlobalTypes,
  initialGlobals: { colorMode: 'light', locale: 'de' },
  decorators: [withKran({ locale: 'de' })],
};

export default preview;
