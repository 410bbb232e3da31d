import type { Page } from '@playwright/test';

export interface AxeViolation {
  /** The rule, such as `color-contrast`. */
  id: string;
  /** What the rule asks for. */
  help: string;
  /** A CSS selector of each element that breaks it. */
  targets: string[];
}

export const WCAG_A_AA: string[];

export function axeViolations(page: Page, tags?: string[]): Promise<AxeViolation[]>;
