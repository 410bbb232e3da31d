export { Footer as default } from '../components/Footer/Footer.js';
