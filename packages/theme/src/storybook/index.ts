export { kranGlobalTypes } from './global-types.js';
export { kranDecorators, withKran } from './with-kran.js';
export type { KranDecorator, KranStory, KranStoryContext, KranStoryOptions } from './with-kran.js';
