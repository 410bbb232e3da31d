export { SearchBar as default } from '../components/Search/SearchBar.js';
