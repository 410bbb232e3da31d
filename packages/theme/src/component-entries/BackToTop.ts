export { BackToTop as default } from '../components/BackToTop/BackToTop.js';
