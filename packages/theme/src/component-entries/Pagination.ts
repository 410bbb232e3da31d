export { Pagination as default } from '../components/Pagination/Pagination.js';
