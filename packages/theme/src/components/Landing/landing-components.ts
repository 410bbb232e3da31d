import type { Components } from 'hast-util-to-jsx-runtime';
import { LandingSection } from './LandingSection.js';

/** Markdown renderers for `section[data-landing]`, for layouts whose content may hold landing sections. */
export const landingComponents: Partial<Components> = { section: LandingSection };
