export { Navbar as default } from '../components/Navbar/Navbar.js';
