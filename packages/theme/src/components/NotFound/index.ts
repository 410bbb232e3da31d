export { NotFound } from './NotFound.js';
