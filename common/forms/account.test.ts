import { describe, expect, it } from "vitest";
import {
  loginSchema,
  marketingSignUpSchema,
  meetsPasswordRule,
  MESSAGES,
  profileFormSchema,
  profileSchema,
  registerSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  updatePasswordSchema,
} from "./account";
import en from "../../locales/en-GB/account.json";

/** The message of each failing field, by path. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const byPath: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byPath[issue.path.join(".")] ??= issue.message;
  return byPath;
}

// 000 §5 and 001 §5: each rule gives the spec's message, kept exactly in en-GB.
describe("the spec's texts (001 §5 validation table, 000 §8, 001 §8)", () => {
  it("keeps the quoted English texts exactly", () => {
    expect(en.validation.required).toBe("This field is required.");
    expect(en.validation.email).toBe("Please supply a valid email address.");
    expect(en.validation.password).toBe("Password must have between 7-25 characters including one letter, a number and a special character.");
    expect(en.validation.passwordsDoNotMatch).toBe("Passwords do not match.");
    expect(en.validation.firstName).toBe("Please enter your first name.");
    expect(en.validation.lastName).toBe("Please enter your last name.");
    expect(en.validation.address).toBe("Please enter your valid address.");
    expect(en.validation.city).toBe("Please type your city.");
    expect(en.validation.postCode).toBe("Please type your post code.");
    expect(en.validation.country).toBe("Please select your country.");
    expect(en.validation.phoneTooLong).toBe("The phone number should not be longer than 50 characters.");
    expect(en.resetPassword.success).toBe("If you have an account with us you will shortly receive a link to reset your password.");
    expect(en.errors.credentialsInvalid).toBe("Credentials are invalid.");
    expect(en.errors.duplicateEmail).toBe("The user with this email address is registered. Please, input another email address.");
    expect(en.errors.incorrectCurrentPassword).toBe("Incorrect current password.");
    expect(en.errors.failedToUpdateCustomer).toBe("Failed to update customer.");
    expect(en.errors.resetLinkExpired).toBe("Sorry, your password reset link has expired. Please request a new password reset below.");
    expect(en.errors.countryUndefined).toBe("The country name is undefined.");
    expect(en.errors.countryInvalid).toBe("The country name is invalid.");
    expect(en.login.title).toBe("Sign in");
    expect(en.register.title).toBe("Register");
    expect(en.resetPassword.title).toBe("Reset Password");
  });
});

describe("login form (000 §5)", () => {
  it("requires an email and a password", () => {
    expect(messages(loginSchema.safeParse({}))).toEqual({ email: MESSAGES.required, password: MESSAGES.required });
    expect(messages(loginSchema.safeParse({ email: "", password: "" }))).toEqual({ email: MESSAGES.required, password: MESSAGES.required });
  });
  it("wants a valid email", () => {
    expect(messages(loginSchema.safeParse({ email: "not-an-email", password: "x" }))).toEqual({ email: MESSAGES.email });
  });
  it("does not apply the new-password rule to an existing password", () => {
    expect(loginSchema.safeParse({ email: "A@Example.com", password: "x" })).toMatchObject({ success: true, data: { email: "a@example.com" } });
  });
});

describe("password rule (001 §5: 7 to 25, a letter, a digit, a special character incl. £)", () => {
  it.each([
    ["Foldwell#2026", true],
    ["abc12£d", true],
    ["a1!bcde", true],
    ["a1!bcd", false],
    [`a1!${"b".repeat(23)}`, false],
    ["abcdefg!", false],
    ["1234567!", false],
    ["abc12345", false],
  ])("%s → %s", (password, ok) => {
    expect(meetsPasswordRule(password)).toBe(ok);
  });
});

describe("register form (000 §5)", () => {
  const valid = { email: "new@example.com", first_name: "Nia", last_name: "New", password: "Foldwell#2026", terms: "on" };

  it("gives each field its message", () => {
    expect(messages(registerSchema({ requireCountry: true }).safeParse({}))).toEqual({
      email: MESSAGES.required,
      first_name: MESSAGES.firstName,
      last_name: MESSAGES.lastName,
      password: MESSAGES.required,
      country: MESSAGES.country,
      terms: MESSAGES.terms,
    });
  });
  it("checks the email, the password rule and the terms", () => {
    const result = registerSchema({ requireCountry: false }).safeParse({ ...valid, email: "nope", password: "short", terms: undefined });
    expect(messages(result)).toEqual({ email: MESSAGES.email, password: MESSAGES.password, terms: MESSAGES.terms });
  });
  it("asks for the country only on the global storefront", () => {
    expect(registerSchema({ requireCountry: false }).safeParse(valid).success).toBe(true);
    expect(messages(registerSchema({ requireCountry: true }).safeParse(valid))).toEqual({ country: MESSAGES.country });
    expect(registerSchema({ requireCountry: true }).safeParse({ ...valid, country: "GB" }).success).toBe(true);
  });
  it("reads the marketing opt-in from a form checkbox or JSON", () => {
    expect(registerSchema({ requireCountry: false }).parse({ ...valid, accepts_marketing: "on" }).accepts_marketing).toBe(true);
    expect(registerSchema({ requireCountry: false }).parse({ ...valid, terms: true }).accepts_marketing).toBe(false);
  });
});

describe("password reset and change", () => {
  it("reset request: email required and valid", () => {
    expect(messages(resetPasswordRequestSchema.safeParse({ email: "" }))).toEqual({ email: MESSAGES.required });
    expect(messages(resetPasswordRequestSchema.safeParse({ email: "x@" }))).toEqual({ email: MESSAGES.email });
  });
  it("new password: the rule and the confirmation", () => {
    expect(messages(resetPasswordSchema.safeParse({ token: "t", password: "Foldwell#2026", confirm_password: "Foldwell#2027" }))).toEqual({
      confirm_password: MESSAGES.passwordsDoNotMatch,
    });
    expect(messages(resetPasswordSchema.safeParse({ token: "t", password: "weak", confirm_password: "weak" }))).toEqual({ password: MESSAGES.password });
    expect(messages(updatePasswordSchema.safeParse({ password: "Foldwell#2026", confirm_password: "Foldwell#2026" }))).toEqual({
      current_password: MESSAGES.required,
    });
  });
});

describe("profile", () => {
  it("names required, email valid", () => {
    expect(messages(profileSchema.safeParse({ first_name: " ", last_name: "", email: "bad" }))).toEqual({
      first_name: MESSAGES.firstName,
      last_name: MESSAGES.lastName,
      email: MESSAGES.email,
    });
  });

  it("issue 12: a different email needs the current password; the same email (any case) does not", () => {
    const form = profileFormSchema("ria@example.com");
    const base = { first_name: "Ria", last_name: "Rider" };
    expect(messages(form.safeParse({ ...base, email: "new@example.com" }))).toEqual({ current_password: MESSAGES.currentPasswordForEmail });
    expect(form.safeParse({ ...base, email: "new@example.com", current_password: "Foldwell#2026" }).success).toBe(true);
    expect(form.safeParse({ ...base, email: "RIA@example.com" }).success).toBe(true);
  });
});

describe("marketing sign-up (001 §3)", () => {
  it("needs a valid email and a placement", () => {
    expect(messages(marketingSignUpSchema.safeParse({ email: "x", placement: "" }))).toEqual({ email: MESSAGES.email, placement: MESSAGES.required });
  });
});
