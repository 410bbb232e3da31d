export { TableOfContents as default } from '../components/TableOfContents/TableOfContents.js';
