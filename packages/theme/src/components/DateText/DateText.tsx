import { useI18n } from '../../i18n/I18nContext.js';
import { DATE_TEXT_ATTRIBUTE } from '../../i18n/prerendered-dates.js';

export interface DateTextProps {
  /** `YYYY-MM-DD`. */
  date: string;
  className?: string;
}

/** A day as the locale writes it in full; the browser takes the prerendered text over instead of formatting it. */
export function DateText({ date, className }: DateTextProps) {
  const { formatDate } = useI18n();
  return (
    <time dateTime={date} className={className} {...{ [DATE_TEXT_ATTRIBUTE]: '' }}>
      {formatDate(date)}
    </time>
  );
}
