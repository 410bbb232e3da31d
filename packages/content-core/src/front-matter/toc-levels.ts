import type { FieldReader } from './fields.js';
import type { tocLevelFields } from './schemas.js';

export const MIN_TOC_LEVEL = 2;
export const MAX_TOC_LEVEL = 6;
/** The levels a table of contents lists when the config names none, as in Docusaurus. */
export const DEFAULT_TOC_LEVELS = { minHeadingLevel: 2, maxHeadingLevel: 3 };

export interface TocLevelOverrides {
  min?: number;
  max?: number;
}

/**
 * The heading levels a page's table of contents lists, from `toc_min_heading_level` and
 * `toc_max_heading_level`: each 2 to 6, the minimum not above the maximum, as Docusaurus checks them.
 */
export function readTocLevels(fields: FieldReader<typeof tocLevelFields>): TocLevelOverrides {
  const min = readLevel(fields, 'toc_min_heading_level', 2);
  const max = readLevel(fields, 'toc_max_heading_level', 3);
  if (min !== undefined && max !== undefined && min > max) {
    fields.report(
      'toc_max_heading_level',
      `Front matter field "toc_max_heading_level" is ${max}, below "toc_min_heading_level" (${min}), so the table of contents would stay empty.`,
      `Set toc_max_heading_level to ${min} or more, or lower toc_min_heading_level.`,
    );
    return {};
  }
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function readLevel(
  fields: FieldReader<typeof tocLevelFields>,
  key: keyof typeof tocLevelFields,
  example: number,
): number | undefined {
  const level = fields.value(key);
  if (level === undefined || (level >= MIN_TOC_LEVEL && level <= MAX_TOC_LEVEL)) return level;
  fields.report(
    key,
    `Front matter field "${key}" is ${level}, but headings in the table of contents have levels ${MIN_TOC_LEVEL} to ${MAX_TOC_LEVEL}.`,
    `Write a level from ${MIN_TOC_LEVEL} to ${MAX_TOC_LEVEL}, e.g. \`${key}: ${example}\`.`,
  );
  return undefined;
}
