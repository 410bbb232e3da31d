export { default } from '@kran/eslint-config';
