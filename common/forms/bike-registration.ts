import { z } from "zod";

/**
 * The bike registration form (001 §3 Bike registration; §5: first name and last name required,
 * a valid email, the serial number 10 digits; the date of purchase is a real day, not in the
 * future), shared by the /bike-registration page and `POST /api/bikes/registerBikeByEmail`.
 * Messages are keys of the `bikes` namespace, translated on both sides.
 */
export const BIKE_MESSAGES = {
  required: "bikes:errors.required",
  firstName: "bikes:errors.firstName",
  lastName: "bikes:errors.lastName",
  email: "bikes:errors.email",
  serial: "bikes:errors.serial",
  purchaseDate: "bikes:errors.purchaseDate",
  purchaseDateFuture: "bikes:errors.purchaseDateFuture",
  serialTaken: "bikes:errors.serialTaken",
  registerFailed: "bikes:errors.registerFailed",
  listFailed: "bikes:errors.listFailed",
  confirmLinkInvalid: "bikes:errors.confirmLinkInvalid",
  confirmOtherEmail: "bikes:errors.confirmOtherEmail",
} as const;

/** 001 §5, §9: the serial number is 10 digits (spaces a shopper types between groups are dropped). */
export const SERIAL_LENGTH = 10;

export function normaliseSerial(raw: string): string {
  return raw.replace(/\s+/g, "");
}

/** A real calendar day `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The earliest purchase date accepted (the brand's first folding bikes). */
export const EARLIEST_PURCHASE = "1990-01-01";

/**
 * The form, with `today()` the last day a purchase can have been made (`YYYY-MM-DD`): later dates
 * are refused. The browser passes its own day; the server `latestDayOnEarth` (it decides).
 */
export function bikeRegistrationSchema(today: () => string) {
  return z.object({
    firstName: z.string({ error: BIKE_MESSAGES.firstName }).trim().min(1, BIKE_MESSAGES.firstName).max(100, BIKE_MESSAGES.firstName),
    lastName: z.string({ error: BIKE_MESSAGES.lastName }).trim().min(1, BIKE_MESSAGES.lastName).max(100, BIKE_MESSAGES.lastName),
    email: z
      .string({ error: BIKE_MESSAGES.required })
      .trim()
      .min(1, BIKE_MESSAGES.required)
      .max(254, BIKE_MESSAGES.email)
      .pipe(z.email({ error: BIKE_MESSAGES.email }))
      .transform((email) => email.toLowerCase()),
    serialNumber: z
      .string({ error: BIKE_MESSAGES.required })
      .transform(normaliseSerial)
      .pipe(z.string().min(1, BIKE_MESSAGES.required).regex(/^\d{10}$/, BIKE_MESSAGES.serial)),
    purchaseDate: z
      .string({ error: BIKE_MESSAGES.required })
      .trim()
      .min(1, BIKE_MESSAGES.required)
      .refine((d) => isCalendarDay(d) && d >= EARLIEST_PURCHASE, BIKE_MESSAGES.purchaseDate)
      .refine((d) => !isCalendarDay(d) || d <= today(), BIKE_MESSAGES.purchaseDateFuture),
  });
}

export type BikeRegistrationInput = z.output<ReturnType<typeof bikeRegistrationSchema>>;

/** A date's day `YYYY-MM-DD` in the browser's own time zone. */
export function localDayOf(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The latest calendar day anywhere at `nowMs` (UTC+14): a shopper in Kiribati or Tokyo who bought
 * the bike this morning is not told the date is in the future; tomorrow's date anywhere still is.
 */
export function latestDayOnEarth(nowMs: number): string {
  return new Date(nowMs + 14 * 60 * 60_000).toISOString().slice(0, 10);
}
