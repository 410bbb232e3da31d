export { DocsSidebar as default } from '../components/DocsSidebar/DocsSidebar.js';
