import { Secret, TOTP } from "otpauth";

/**
 * TOTP second factor of staff sign-in (RFC 6238, issue 17): SHA-1, 6 digits, 30-second steps, the
 * defaults every authenticator app reads from an otpauth:// URI. A code of the step before or after
 * is accepted too (clock drift).
 */
const ISSUER = "Back office";

function totpFor(secret: string, label = "staff", issuer = ISSUER): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits, base32), shown to the member once at enrolment. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The 30-second step `code` belongs to when it is the secret's code now (± one step), else null.
 * Anything but six digits is refused outright. The caller accepts a step only once (replay).
 */
export function totpStep(secret: string, code: string | undefined, now: number = Date.now()): number | null {
  if (!code) return null;
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

/** Whether `code` is the secret's code now (± one step): enrolment's check, before the secret is saved. */
export function verifyTotp(secret: string, code: string | undefined, now: number = Date.now()): boolean {
  return totpStep(secret, code, now) !== null;
}

/** The current code of a secret (tests, and the demo's own checks). */
export function currentTotp(secret: string, now: number = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}

/** The otpauth:// URI an authenticator app reads (from the QR code or pasted). */
export function totpUri(secret: string, email: string, issuer: string): string {
  return totpFor(secret, email, `${issuer} ${ISSUER}`).toString();
}
