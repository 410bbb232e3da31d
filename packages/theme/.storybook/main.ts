import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // The a11y check's fixtures are tagged `!dev`: in the build for the check, not in the sidebar.
  stories: ['../src/**/*.stories.tsx', '../a11y/fixtures/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};

export default config;
