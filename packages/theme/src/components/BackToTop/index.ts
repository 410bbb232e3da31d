import { overridable } from '../../overrides/ThemeComponentsContext.js';
import { BackToTop as DefaultBackToTop } from './BackToTop.js';

export const BackToTop = overridable('BackToTop', DefaultBackToTop);
