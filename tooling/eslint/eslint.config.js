import config from './index.js';

export default config;
