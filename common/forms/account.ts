import { z } from "zod";

/**
 * The account forms' rules (000 §5, 001 §5), shared by the browser (Conform, instant messages) and
 * the server (the RPC methods check the same schemas). Messages are i18next keys of the `account`
 * namespace; both sides translate them, so the texts of 001 §5 appear in the storefront's language.
 * The address rules, shared with the checkout, are in ./address.ts.
 */
export const MESSAGES = {
  required: "account:validation.required",
  email: "account:validation.email",
  password: "account:validation.password",
  passwordsDoNotMatch: "account:validation.passwordsDoNotMatch",
  firstName: "account:validation.firstName",
  lastName: "account:validation.lastName",
  address: "account:validation.address",
  city: "account:validation.city",
  postCode: "account:validation.postCode",
  country: "account:validation.country",
  phoneTooLong: "account:validation.phoneTooLong",
  apartmentTooLong: "account:validation.apartmentTooLong",
  stateTooLong: "account:validation.stateTooLong",
  tooLong: "account:validation.tooLong",
  terms: "account:validation.terms",
  currentPasswordForEmail: "account:validation.currentPasswordForEmail",
} as const;

export const PASSWORD_MIN_LENGTH = 7;
export const PASSWORD_MAX_LENGTH = 25;
/** The special characters a password may use to satisfy the rule; the pound sign counts (001 §5). */
export const PASSWORD_SPECIAL_CHARACTERS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~£€";
const TEXT_MAX_LENGTH = 255;

const specialCharacter = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\]^-]/g, "\\$&")}]`);

/** 7 to 25 characters with at least one letter, one digit and one special character (001 §5). */
export function meetsPasswordRule(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\d/.test(password) &&
    specialCharacter.test(password)
  );
}

/** A required text field: missing, empty or blank all give `message`. */
function requiredText(message: string = MESSAGES.required, max = TEXT_MAX_LENGTH) {
  return z.string({ error: message }).trim().min(1, message).max(max, MESSAGES.tooLong);
}

export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }))
  .transform((email) => email.toLowerCase());

const requiredPassword = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200, MESSAGES.password);
const newPassword = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .refine(meetsPasswordRule, { error: MESSAGES.password });

/** A checkbox: Conform sends "on" when ticked and nothing otherwise; JSON clients send booleans. */
const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true")])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const tickedCheckbox = z
  .union([z.literal(true), z.literal("on"), z.literal("true")], { error: MESSAGES.terms })
  .transform(() => true as const);

/** Login form (000 §3, §5): email required and valid; password required. */
export const loginSchema = z.object({
  email: emailField,
  password: requiredPassword,
});

/**
 * Register form (000 §3, §5). `country` is the trade-platform country id, asked for only on the
 * global storefront; whether it is required is decided by `requireCountry`.
 */
export function registerSchema(options: { requireCountry: boolean }) {
  return z.object({
    email: emailField,
    first_name: requiredText(MESSAGES.firstName),
    last_name: requiredText(MESSAGES.lastName),
    password: newPassword,
    country: options.requireCountry
      ? z.string({ error: MESSAGES.country }).trim().min(1, MESSAGES.country).max(3, MESSAGES.country)
      : z.string().trim().max(3).optional(),
    terms: tickedCheckbox,
    accepts_marketing: checkbox,
  });
}

/** Reset-password request (000 §5): email required and valid. */
export const resetPasswordRequestSchema = z.object({ email: emailField });

const confirmPassword = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required);
const passwordsMatch = {
  check: (value: { password: string; confirm_password: string }) => value.password === value.confirm_password,
  options: { path: ["confirm_password"], error: MESSAGES.passwordsDoNotMatch },
};

/** Setting a new password from a reset link (/updatepassword). */
export const resetPasswordSchema = z
  .object({ token: z.string({ error: MESSAGES.required }).min(1).max(200), password: newPassword, confirm_password: confirmPassword })
  .refine(passwordsMatch.check, passwordsMatch.options);

/** Password change in the account area: the current password is required. */
export const updatePasswordSchema = z
  .object({ current_password: requiredPassword, password: newPassword, confirm_password: confirmPassword })
  .refine(passwordsMatch.check, passwordsMatch.options);

/**
 * Profile (001 §2 My account: names, email, marketing opt-in). A new email needs the current
 * password (issue 12); the server decides whether the email changes, the form asks through
 * profileFormSchema.
 */
export const profileSchema = z.object({
  first_name: requiredText(MESSAGES.firstName),
  last_name: requiredText(MESSAGES.lastName),
  email: emailField,
  accepts_product_review_abandoned_cart_emails: checkbox,
  current_password: z.string({ error: MESSAGES.required }).max(200, MESSAGES.password).optional(),
});

/** The profile form of a customer whose email is `currentEmail`: a different email needs the current password. */
export function profileFormSchema(currentEmail: string) {
  return profileSchema.refine((value) => value.email === currentEmail.toLowerCase() || Boolean(value.current_password), {
    path: ["current_password"],
    error: MESSAGES.currentPasswordForEmail,
  });
}

/** Newsletter preferences: only the opt-in. */
export const newsletterPreferenceSchema = z.object({ accepts_product_review_abandoned_cart_emails: checkbox });

/** Marketing sign-up (001 §3, §4): the country is checked by the service against the storefront. */
export const marketingSignUpSchema = z.object({
  email: emailField,
  country: z.string().trim().max(100).optional(),
  message: z.string().trim().max(1000, MESSAGES.tooLong).optional(),
  placement: z.string().trim().min(1, MESSAGES.required).max(60, MESSAGES.tooLong).regex(/^[a-z0-9_-]+$/i, MESSAGES.required),
});

/** A translated message key (account or checkout forms), or a plain text (the server's own answers) left as it is. */
export function isMessageKey(message: string): boolean {
  return (message.startsWith("account:") || message.startsWith("checkout:")) && !message.includes(" ");
}
