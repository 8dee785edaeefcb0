import { useDateFormat } from "../../lib/use-date-format";

/**
 * A publication date in the default format DD.MM.YYYY (001 §9). Only the calendar day is formatted,
 * so the server and every browser time zone show the same day and hydration matches.
 */
export function PublishedDate({ value, className }: { value: string; className?: string }) {
  const dates = useDateFormat();
  const day = value.slice(0, 10);
  return (
    <time dateTime={day} className={className}>
      {dates.date(day)}
    </time>
  );
}
