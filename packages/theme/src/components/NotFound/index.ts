import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { NotFound as DefaultNotFound } from './NotFound.js';

export const NotFound = /* @__PURE__ */ overridable('NotFound', DefaultNotFound);
