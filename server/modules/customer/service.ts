import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { AddressInput } from "../../../common/forms/address";
import type { Database } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import { enqueue } from "../../jobs/outbox";
import { emailChangedMail, passwordResetMail, welcomeMail } from "./mails";
import { emailChangedNoticeItem } from "./outbox-mail";
import { decoyHash, hashPassword, verifyPassword } from "./password";
import { customerAddresses, customers, knownDevices, passwordResetTokens, type FormField, type VerificationStatus } from "./schema";
import type { SessionStore } from "./sessions";

/** Password reset links stay valid for an hour and work once. */
export const RESET_TOKEN_LIFETIME_MINUTES = 60;

/** The customer as clients see it (000 §3, 001 §3): never the password hash. */
export interface CustomerView {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  accepts_product_review_abandoned_cart_emails: boolean;
  custom_fields: Array<{ fieldId: "country"; value: string }>;
  form_fields: FormField[];
  onfido_verification_status: VerificationStatus | null;
}

export interface AddressView {
  id: number;
  first_name: string;
  last_name: string;
  company: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  country_code: string;
}

export type CustomerErrorCode = "duplicateEmail" | "notFound" | "incorrectCurrentPassword" | "resetLinkExpired";

/** A rule the customer broke; the API turns the code into a status and a translated message. */
export class CustomerError extends Error {
  constructor(readonly code: CustomerErrorCode) {
    super(code);
  }
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** What a mail needs to know about where it was asked for: language and the storefront's address. */
export interface MailContext {
  t: Translate;
  origin: string;
  accountPath: string;
  brandName: string;
}

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;

function toView(row: CustomerRow): CustomerView {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    accepts_product_review_abandoned_cart_emails: row.acceptsMarketing,
    custom_fields: row.country ? [{ fieldId: "country", value: row.country }] : [],
    form_fields: row.formFields,
    onfido_verification_status: row.verificationStatus ?? null,
  };
}

function toAddressView(row: AddressRow): AddressView {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    company: row.company,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state_or_province: row.stateOrProvince,
    postal_code: row.postalCode,
    country_code: row.countryCode,
  };
}

function addressColumns(input: AddressInput) {
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    company: input.company,
    phone: input.phone,
    address1: input.address1,
    address2: input.address2,
    city: input.city,
    stateOrProvince: input.state_or_province,
    postalCode: input.postal_code,
    countryCode: input.country_code,
  };
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}

/**
 * Customers, their address books and password resets (001 §3, §5, §7 Customer API). Every address
 * operation is scoped to the customer of the session: another customer's id is simply not found.
 */
export class CustomerService {
  constructor(
    private readonly db: Database,
    readonly sessions: SessionStore,
    private readonly mailer: Mailer,
    private readonly now: () => number = Date.now,
    /** Starts the outbox worker after a commit that wrote outbox items (server/jobs/outbox.ts). */
    private readonly outboxWritten: () => void = () => {},
  ) {}

  async register(
    input: { email: string; firstName: string; lastName: string; password: string; country: string | null; acceptsMarketing: boolean; channelId: number },
    mail: MailContext,
  ): Promise<CustomerView> {
    const passwordHash = await hashPassword(input.password);
    let row: CustomerRow;
    try {
      [row] = await this.db
        .insert(customers)
        .values({
          email: input.email.toLowerCase(),
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          acceptsMarketing: input.acceptsMarketing,
          country: input.country,
          channelId: input.channelId,
        })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw new CustomerError("duplicateEmail");
      throw error;
    }
    this.mailer.sendInBackground(
      welcomeMail(mail.t, { email: row.email, firstName: row.firstName }, mail.brandName, `${mail.origin}${mail.accountPath}`),
    );
    return toView(row);
  }

  /**
   * The customer whose email and password match, or null. An unknown email still checks a password
   * hash, so both answers take the same time (DESIGN.md).
   */
  async authenticate(email: string, password: string): Promise<CustomerView | null> {
    const [row] = await this.db.select().from(customers).where(eq(customers.email, email.toLowerCase()));
    const valid = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()));
    return row && valid ? toView(row) : null;
  }

  async get(customerId: number): Promise<CustomerView | null> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    return row ? toView(row) : null;
  }

  /**
   * Update customer (001 §5): null when no customer comes back ("Failed to update customer.").
   * A new email needs the current password (issue 12): without it or with a wrong one nothing
   * changes; with it, in the same transaction, the notice to the old address is written to the
   * outbox (sent with retries, so a crash after the commit does not lose it), unused reset links
   * (mailed to the old address) stop working and every session but `keepSession` (this browser's
   * token) ends.
   */
  async update(
    customerId: number,
    patch: { firstName?: string; lastName?: string; email?: string; acceptsMarketing?: boolean },
    mail: MailContext,
    confirm: { currentPassword?: string; keepSession?: string } = {},
  ): Promise<{ customer: CustomerView; emailChangedFrom: string | null } | null> {
    const { currentPassword } = confirm;
    const [current] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    if (!current) return null;
    const email = patch.email?.toLowerCase();
    const emailChanges = email !== undefined && email !== current.email;
    if (emailChanges && !(currentPassword && (await verifyPassword(currentPassword, current.passwordHash)))) {
      throw new CustomerError("incorrectCurrentPassword");
    }
    try {
      const row = await this.db.transaction(async (tx) => {
        const now = new Date(this.now());
        const [updated] = await tx
          .update(customers)
          .set({
            ...(patch.firstName !== undefined && { firstName: patch.firstName }),
            ...(patch.lastName !== undefined && { lastName: patch.lastName }),
            ...(emailChanges && { email }),
            ...(patch.acceptsMarketing !== undefined && { acceptsMarketing: patch.acceptsMarketing }),
            updatedAt: now,
          })
          // The email the password was checked for is still the one stored (no change raced in between).
          .where(and(eq(customers.id, customerId), eq(customers.email, current.email)))
          .returning();
        if (updated && emailChanges) {
          await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
          await this.sessions.destroyAllFor(customerId, confirm.keepSession, tx);
          const notice = emailChangedMail(mail.t, { email: current.email, firstName: updated.firstName }, mail.brandName, updated.email);
          await enqueue(tx, [emailChangedNoticeItem(customerId, now, updated.email, notice)]);
        }
        return updated;
      });
      if (!row) return null;
      if (emailChanges) this.outboxWritten();
      return { customer: toView(row), emailChangedFrom: emailChanges ? current.email : null };
    } catch (error) {
      if (isUniqueViolation(error)) throw new CustomerError("duplicateEmail");
      throw error;
    }
  }

  /** Merges name/value pairs into form_fields (001 §7 updateCustomerFormFields; the cart id lives here). */
  async updateFormFields(customerId: number, fields: FormField[]): Promise<CustomerView | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for("update");
      if (!row) return null;
      const merged = new Map(row.formFields.map((f) => [f.name, f.value]));
      for (const field of fields) merged.set(field.name, field.value);
      const formFields = [...merged].map(([name, value]) => ({ name, value }));
      const [updated] = await tx.update(customers).set({ formFields, updatedAt: new Date(this.now()) }).where(eq(customers.id, customerId)).returning();
      return toView(updated);
    });
  }

  /** For the verification issue (001 §4 Verification status). */
  /** `db`: a transaction of the caller's (a staff decision writes the status with its audit entry). */
  async setVerificationStatus(customerId: number, status: VerificationStatus, db: Database = this.db): Promise<void> {
    await db.update(customers).set({ verificationStatus: status, updatedAt: new Date(this.now()) }).where(eq(customers.id, customerId));
  }

  /** Password change: the current password must match ("Incorrect current password."). */
  async updatePassword(customerId: number, currentPassword: string, newPassword: string): Promise<void> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    if (!row) throw new CustomerError("notFound");
    if (!(await verifyPassword(currentPassword, row.passwordHash))) throw new CustomerError("incorrectCurrentPassword");
    await this.db
      .update(customers)
      .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date(this.now()) })
      .where(eq(customers.id, customerId));
  }

  /**
   * Starts a password reset: for a known email a single-use link is mailed in the background. The
   * caller answers the same text either way.
   */
  async requestPasswordReset(email: string, mail: MailContext): Promise<void> {
    const [row] = await this.db.select().from(customers).where(eq(customers.email, email.toLowerCase()));
    if (!row) return;
    const token = randomBytes(32).toString("base64url");
    await this.db.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      customerId: row.id,
      expiresAt: new Date(this.now() + RESET_TOKEN_LIFETIME_MINUTES * 60_000),
    });
    const link = `${mail.origin}/updatepassword?token=${encodeURIComponent(token)}`;
    this.mailer.sendInBackground(
      passwordResetMail(mail.t, { email: row.email, firstName: row.firstName }, mail.brandName, link, RESET_TOKEN_LIFETIME_MINUTES),
    );
  }

  /** Whether a reset link can still be used (the /updatepassword page shows the expired text at once). */
  async resetTokenIsValid(token: string): Promise<boolean> {
    const [row] = await this.db
      .select({ customerId: passwordResetTokens.customerId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date(this.now())),
        ),
      );
    return Boolean(row);
  }

  /**
   * Sets a new password from a reset link. The token is claimed atomically, so it works once even when
   * two requests race; every session of the customer ends, as the old password may be known to others.
   * Claiming the token, the new password and the end of the sessions are one transaction (issue 12):
   * a failure leaves all three as they were, never a new password beside a surviving session.
   */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    const customerId = await this.db.transaction(async (tx) => {
      const now = new Date(this.now());
      const [claimed] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .returning({ customerId: passwordResetTokens.customerId });
      if (!claimed) return null;
      await tx.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, claimed.customerId));
      // Older links of this customer stop working too.
      await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.customerId, claimed.customerId), isNull(passwordResetTokens.usedAt)));
      // A reset is what an owner does after a compromise: browsers an attacker signed in from lose
      // their skip of the per-account login wait, with the sessions.
      await tx.delete(knownDevices).where(eq(knownDevices.customerId, claimed.customerId));
      await this.sessions.destroyAllFor(claimed.customerId, undefined, tx);
      return claimed.customerId;
    });
    if (customerId === null) throw new CustomerError("resetLinkExpired");
  }

  // ---- Address book (001 §3 Customer address, §7 get, create, update, delete with id:in) ----

  /** The customer's addresses; with `ids`, exactly those, or notFound if any is not theirs. */
  async listAddresses(customerId: number, ids?: number[]): Promise<AddressView[]> {
    const condition = ids
      ? and(eq(customerAddresses.customerId, customerId), inArray(customerAddresses.id, ids.length ? ids : [-1]))
      : eq(customerAddresses.customerId, customerId);
    const rows = await this.db.select().from(customerAddresses).where(condition).orderBy(asc(customerAddresses.id));
    if (ids && rows.length !== new Set(ids).size) throw new CustomerError("notFound");
    return rows.map(toAddressView);
  }

  async createAddress(customerId: number, input: AddressInput): Promise<AddressView> {
    const [row] = await this.db.insert(customerAddresses).values({ customerId, ...addressColumns(input) }).returning();
    return toAddressView(row);
  }

  async updateAddress(customerId: number, addressId: number, input: AddressInput): Promise<AddressView> {
    const [row] = await this.db
      .update(customerAddresses)
      .set(addressColumns(input))
      .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
      .returning();
    if (!row) throw new CustomerError("notFound");
    return toAddressView(row);
  }

  /** Deletes all of `ids` or none: one id that is not the customer's answers notFound. */
  async deleteAddresses(customerId: number, ids: number[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [{ owned }] = await tx
        .select({ owned: sql<number>`count(*)::int` })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.customerId, customerId), inArray(customerAddresses.id, ids)));
      if (owned !== new Set(ids).size) throw new CustomerError("notFound");
      await tx.delete(customerAddresses).where(and(eq(customerAddresses.customerId, customerId), inArray(customerAddresses.id, ids)));
    });
  }
}
