import dayjs from "dayjs";

/**
 * Date display (001 §9), apart from money and weight (format.ts) so that only pages that show a date
 * load dayjs (issue 20). Pure functions: the server and the browser must produce the same text, or
 * hydration fails.
 */

// Default date formats of 001 §9.
export const DATE_FORMAT = "DD.MM.YYYY";
export const DATE_TIME_FORMAT = "DD.MM.YYYY HH:mm";
export const DATE_LONG_FORMAT = "MMMM D, YYYY";

/**
 * dayjs formats the dates; the month and weekday names come from the platform's CLDR data (Intl)
 * instead of dayjs's locale files. They are the same words (format.test.ts checks this against
 * dayjs's own locale files), but need no chunk loaded before hydration and cost no bytes.
 */
type DateLocale = Exclude<Parameters<typeof dayjs.locale>[0], string | undefined>;
const dateLocales = new Map<string, DateLocale>();

function dateLocale(locale: string): DateLocale {
  let preset = dateLocales.get(locale);
  if (!preset) {
    const supported = Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0 ? locale : "en-GB";
    const month = new Intl.DateTimeFormat(supported, { month: "long", timeZone: "UTC" });
    const monthShort = new Intl.DateTimeFormat(supported, { month: "short", timeZone: "UTC" });
    const weekday = new Intl.DateTimeFormat(supported, { weekday: "long", timeZone: "UTC" });
    const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 1)));
    // 4 January 2026 was a Sunday: dayjs lists weekdays from Sunday.
    const days = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 0, 4 + i)));
    preset = {
      name: `intl-${supported}`,
      months: months.map((d) => month.format(d)),
      monthsShort: months.map((d) => monthShort.format(d)),
      weekdays: days.map((d) => weekday.format(d)),
    } as DateLocale;
    dateLocales.set(locale, preset);
  }
  return preset;
}

type DateInput = Date | string | number;

function dateIn(value: DateInput, locale: string) {
  return dayjs(value).locale(dateLocale(locale));
}

/** 05.01.2026 (001 §9 default date format). Date-only strings ("2026-01-05") are local dates. */
export function formatDate(value: DateInput, locale = "en-GB"): string {
  return dateIn(value, locale).format(DATE_FORMAT);
}

/** 05.01.2026 14:30 (001 §9 long format), in the local time zone of whoever renders it. */
export function formatDateTime(value: DateInput, locale = "en-GB"): string {
  return dateIn(value, locale).format(DATE_TIME_FORMAT);
}

/** January 5, 2026, with the month in the locale's language (001 §9 extended format). */
export function formatDateLong(value: DateInput, locale = "en-GB"): string {
  return dateIn(value, locale).format(DATE_LONG_FORMAT);
}
