import { useMemo } from "react";
import { DEFAULT_LOCALE } from "../../common/i18n";
import { formatDate, formatDateLong, formatDateTime } from "./format-date";
import { useRootData } from "./root-data";

type DateInput = Date | string | number;

export interface DateFormatters {
  date(value: DateInput): string;
  dateTime(value: DateInput): string;
  dateLong(value: DateInput): string;
}

/**
 * Dates in the current storefront's locale (001 §9). Apart from useFormat so that dayjs loads only
 * with the components that show a date, not with every price (issue 20).
 */
export function useDateFormat(): DateFormatters {
  const locale = useRootData()?.storefront?.locale ?? DEFAULT_LOCALE;
  return useMemo(
    () => ({
      date: (value) => formatDate(value, locale),
      dateTime: (value) => formatDateTime(value, locale),
      dateLong: (value) => formatDateLong(value, locale),
    }),
    [locale],
  );
}
