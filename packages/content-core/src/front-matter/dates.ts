// `2020-01-02`, `2020-01-02T10:00:00Z`, `2020-01-02 10:00:00 +0000`, `2020-01-02 10:00+01:00`, ...
const TIMESTAMP =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:[Tt]|[ \t]+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:[ \t]*(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?))?)?$/;

/** A moment in time: the full timestamp in UTC and its UTC calendar day. */
export interface ParsedDate {
  /** `YYYY-MM-DD`. */
  date: string;
  /** ISO 8601 in UTC: `2020-01-02T10:00:00.000Z`. */
  dateTime: string;
}

/**
 * Parses a date with an optional time of day and UTC offset, as YAML timestamps and Jekyll front matter
 * write them; without an offset the time is UTC, as in Docusaurus. Undefined for anything else, and for
 * dates and times that do not exist.
 */
export function parseDate(text: string): ParsedDate | undefined {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((group) => Number(match[group] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const milliseconds = Math.round(Number(`0.${match[7] ?? '0'}`) * 1000);
  const offsetHours = Number(match[10] ?? 0);
  const offsetMinutes = Number(match[11] ?? 0);
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (
    calendarDay.getUTCFullYear() !== year ||
    calendarDay.getUTCMonth() !== month - 1 ||
    calendarDay.getUTCDate() !== day
  )
    return undefined;
  const offset = (match[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute - offset, second, milliseconds));
  const dateTime = moment.toISOString();
  return { date: dateTime.slice(0, 10), dateTime };
}
