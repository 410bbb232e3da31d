export { EditThisPage } from './EditThisPage.js';
export type { EditThisPageProps } from './EditThisPage.js';
