import { parseDate } from './dates.js';
import type { LastUpdate } from '../types.js';
import type { FieldReader } from './fields.js';
import type { lastUpdateFields } from './schemas.js';

/** Reads Docusaurus's `last_update: { date, author }`; either part may be left out. */
export function readLastUpdate(fields: FieldReader<typeof lastUpdateFields>): LastUpdate | undefined {
  const value = fields.value('last_update');
  if (!value) return undefined;
  const { date, author } = value;
  const parsed = date === undefined ? undefined : parseDate(date);
  if (date !== undefined && !parsed) {
    fields.report(
      'last_update',
      `Front matter field "last_update.date" is "${date}", which is not a date.`,
      'Write it like `last_update: { date: 2024-05-01, author: Anna }`.',
      ['date'],
    );
    return undefined;
  }
  return { ...(parsed ? { date: parsed.date } : {}), ...(author === undefined ? {} : { author }) };
}
