import { z } from "zod";

/**
 * Product page forms, one zod schema each, used by the route action and (for instant messages) in
 * the browser. Messages are catalog-namespace keys, so every error is shown translated.
 * Review title and message: at least 3 characters (001 §5, §9).
 */
const text = (min: number, max: number, tooShort: string) =>
  z.string({ error: "forms.required" }).trim().min(1, "forms.required").min(min, tooShort).max(max, "forms.tooLong");

export const reviewSchema = z.object({
  authorName: text(1, 80, "forms.required"),
  email: z.union([z.literal(""), z.email("forms.invalidEmail").max(254)]).default(""),
  rating: z.coerce.number({ error: "forms.ratingRequired" }).int("forms.ratingRequired").min(1, "forms.ratingRequired").max(5, "forms.ratingRequired"),
  title: text(3, 120, "reviews.titleTooShort"),
  text: text(3, 4000, "reviews.messageTooShort"),
});

export const questionSchema = z.object({
  authorName: text(1, 80, "forms.required"),
  email: z.union([z.literal(""), z.email("forms.invalidEmail").max(254)]).default(""),
  question: text(3, 1000, "questions.tooShort"),
});

export const backInStockSchema = z.object({
  email: z.string({ error: "forms.required" }).trim().min(1, "forms.required").pipe(z.email("forms.invalidEmail").max(254)),
  variantId: z.coerce.number().int().positive().optional(),
});

/** Field → message key of the first problem with each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message.includes(".") && !issue.message.includes(" ") ? issue.message : "forms.invalid";
  }
  return out;
}

export type FormResult =
  | { intent: "review" | "question" | "backInStock"; ok: true; message: string }
  | { intent: "review" | "question" | "backInStock"; ok: false; errors: Record<string, string>; retryAfterSeconds?: number };
