import { z } from "zod";

/**
 * The store contact form (001 §3 Store contact message; §5: email valid, phone with its country
 * code and digits only, message below 1000 characters; §9), shared by the store page (Conform) and
 * the stores API. Messages are keys of the `stores` namespace, translated on both sides.
 */
export const STORE_CONTACT_MESSAGES = {
  required: "stores:contact.errors.required",
  email: "stores:contact.errors.email",
  phone: "stores:contact.errors.phone",
  messageTooLong: "stores:contact.errors.messageTooLong",
} as const;

/** 001 §9: store message under 1000 characters. */
export const STORE_MESSAGE_MAX_LENGTH = 999;

/**
 * "+44 20 7946 0958", "0044 (0)20-7946.0958" → "+442079460958": spaces, dots, dashes, slashes and
 * brackets are dropped (a "(0)" trunk prefix too), "00" becomes "+"; null when what is left is not a
 * "+" with a country code and 7 to 15 digits in all.
 */
export function normaliseStorePhone(raw: string): string | null {
  const compact = raw.replace(/\(0\)/g, "").replace(/[\s.\-/()]/g, "");
  const plus = compact.startsWith("00") ? `+${compact.slice(2)}` : compact;
  return /^\+[1-9]\d{6,14}$/.test(plus) ? plus : null;
}

export const storeContactFields = {
  email: z
    .string({ error: STORE_CONTACT_MESSAGES.required })
    .trim()
    .min(1, STORE_CONTACT_MESSAGES.required)
    .max(254, STORE_CONTACT_MESSAGES.email)
    .pipe(z.email({ error: STORE_CONTACT_MESSAGES.email })),
  phone: z
    .string({ error: STORE_CONTACT_MESSAGES.required })
    .trim()
    .min(1, STORE_CONTACT_MESSAGES.required)
    .max(50, STORE_CONTACT_MESSAGES.phone)
    .transform((phone, ctx) => {
      const normalised = normaliseStorePhone(phone);
      if (normalised === null) {
        ctx.addIssue({ code: "custom", message: STORE_CONTACT_MESSAGES.phone });
        return z.NEVER;
      }
      return normalised;
    }),
  message: z
    .string({ error: STORE_CONTACT_MESSAGES.required })
    .trim()
    .min(1, STORE_CONTACT_MESSAGES.required)
    .max(STORE_MESSAGE_MAX_LENGTH, STORE_CONTACT_MESSAGES.messageTooLong),
};

/** The form as the page sends it (without the store, which the page's URL gives). */
export const storeContactFormSchema = z.object(storeContactFields);

/** POST /api/stores/sendStoreContactEmail {storeId, email, phone, message}. */
export const storeContactSchema = z.object({ storeId: z.number().int().positive(), ...storeContactFields });
