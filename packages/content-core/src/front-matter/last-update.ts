import { parseDate } from '../dates.js';
import type { LastUpdate } from '../types.js';
import type { FieldReader } from './fields.js';

const HINT = 'Write it like `last_update: { date: 2024-05-01, author: Anna }`.';

/** Reads Docusaurus's `last_update: { date, author }`; either part may be left out. */
export function readLastUpdate(fields: FieldReader): LastUpdate | undefined {
  const value = fields.raw('last_update');
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    fields.report('last_update', 'Front matter field "last_update" must be an object with `date` and `author`.', HINT);
    return undefined;
  }
  const { date, author } = value as { date?: unknown; author?: unknown };
  const parsed = typeof date === 'string' ? parseDate(date) : undefined;
  if (date !== undefined && date !== null && !parsed) {
    fields.report(
      'last_update',
      `Front matter field "last_update.date" is "${String(date)}", which is not a date.`,
      HINT,
    );
    return undefined;
  }
  if (author !== undefined && author !== null && typeof author !== 'string') {
    fields.report('last_update', 'Front matter field "last_update.author" must be a text.', HINT);
    return undefined;
  }
  if (!parsed && typeof author !== 'string') return undefined;
  return { ...(parsed ? { date: parsed.date } : {}), ...(typeof author === 'string' ? { author } : {}) };
}
