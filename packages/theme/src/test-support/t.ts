import { defaultI18n } from '../i18n/i18n';

/** The German lookup components use without a provider: tests read expected texts through it. */
export const t = defaultI18n.t;
