export { Pager as default } from '../components/Pager/Pager.js';
