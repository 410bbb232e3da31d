export { BackToTop } from './BackToTop.js';
