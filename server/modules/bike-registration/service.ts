import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { BikeRegistrationInput } from "../../../common/forms/bike-registration";
import type { Database } from "../../db/client";
import { enqueue } from "../../jobs/outbox";
import { bikeConfirmationMailItem } from "./mail";
import { bikeRegistrations, bikeRegistrationTokens, type BikeRegistrationRow } from "./schema";
import type { BikeRegistrationAnswer, BikeConfirmation, RegisteredBike } from "./types";

/** Why a registration was refused: the serial number is registered already (a serial is registered once). */
export class BikeRegistrationError extends Error {
  constructor(readonly code: "serialTaken") {
    super(code);
  }
}

/** Why a confirmation link did not attach its bike (issue 16). */
export class BikeConfirmationError extends Error {
  constructor(readonly code: "linkInvalid" | "otherEmail") {
    super(code);
  }
}

/** How long a mailed confirmation link works. */
export const BIKE_CONFIRMATION_LIFETIME_DAYS = 14;

/** Letters and digits that cannot be mistaken for each other when read out (no 0/O, 1/I/L). */
const ID_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function newPublicId(): string {
  let id = "BR-";
  for (let i = 0; i < 8; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export function hashBikeToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function isUniqueViolation(error: unknown, index: string): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === "23505" && (constraint === index || (message ?? "").includes(index))) return true;
  }
  return false;
}

function toView(row: BikeRegistrationRow): RegisteredBike {
  return {
    bikeRegistrationId: row.publicId,
    firstName: row.firstName,
    lastName: row.lastName,
    serialNumber: row.serialNumber,
    purchaseDate: row.purchasedOn,
    dateRegistered: row.registeredAt.toISOString(),
  };
}

/**
 * What a guest's confirmation mail needs, from the request: the storefront's translator, the brand,
 * and the address of the registered-bikes account page on the storefront's origin.
 */
export interface BikeMailContext {
  t: (key: string, params?: Record<string, unknown>) => string;
  brandName: string;
  /** e.g. `https://uk.foldwell.com/my-foldwell/registered-bikes`; the link adds `?confirm={token}`. */
  registeredBikesUrl: string;
}

/**
 * Bike registration (001 §3, §5, §7 Bike registration service). Input arrives validated by the
 * shared form schema (common/forms/bike-registration.ts). A serial number is registered once.
 *
 * Whose bikes (issue 16, privacy): a registration made while signed in belongs to that customer at
 * once. A guest's registration belongs to no account until someone signed in with its email follows
 * the single-use, expiring link mailed to that email (through the outbox, in the storefront's
 * language); sign-up does not prove an address, so an account with the same email alone sees nothing.
 */
export class BikeRegistrationService {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
    /** Starts the outbox worker after a commit that wrote outbox items (server/jobs/outbox.ts). */
    private readonly outboxWritten: () => void = () => {},
  ) {}

  async register(input: BikeRegistrationInput, where: { channelId: number; customerId: number | null; mail: BikeMailContext }): Promise<BikeRegistrationAnswer> {
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await this.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(bikeRegistrations)
            .values({
              publicId: newPublicId(),
              firstName: input.firstName,
              lastName: input.lastName,
              email: input.email.toLowerCase(),
              serialNumber: input.serialNumber,
              purchasedOn: input.purchaseDate,
              registeredAt: new Date(this.now()),
              channelId: where.channelId,
              customerId: where.customerId,
            })
            .returning();
          // A guest's registration: the link that attaches it goes to the email given (issue 16).
          if (where.customerId === null) await enqueue(tx as unknown as Database, [bikeConfirmationMailItem(row, where.mail)]);
          return row;
        });
        if (where.customerId === null) this.outboxWritten();
        return { bikeRegistrationId: row.publicId, dateRegistered: row.registeredAt.toISOString() };
      } catch (error) {
        if (isUniqueViolation(error, "bike_registrations_serial")) throw new BikeRegistrationError("serialTaken");
        // A clash of the random id (31^8 ids): draw again.
        if (attempt < 3 && isUniqueViolation(error, "bike_registrations_public_id")) continue;
        throw error;
      }
    }
  }

  /**
   * A new link for a guest's registration, written when its mail is sent (the outbox row holds no
   * secret): null when the registration is gone or attached already (no mail then).
   */
  async newConfirmationToken(registrationId: number): Promise<string | null> {
    const [row] = await this.db.select({ customerId: bikeRegistrations.customerId }).from(bikeRegistrations).where(eq(bikeRegistrations.id, registrationId));
    if (!row || row.customerId !== null) return null;
    const token = randomBytes(32).toString("base64url");
    await this.db.insert(bikeRegistrationTokens).values({
      tokenHash: hashBikeToken(token),
      registrationId,
      createdAt: new Date(this.now()),
      expiresAt: new Date(this.now() + BIKE_CONFIRMATION_LIFETIME_DAYS * 86_400_000),
    });
    return token;
  }

  /**
   * "Send the link again" (issue 16): a guest's registration still waiting for confirmation, named by
   * a link mailed for it (expired or used: the token is the secret) or by its bikeRegistrationId with
   * the email it was registered with, gets a new confirmation mail to that email (a fresh single-use
   * token, written when the mail is sent, as the first mail). Anything else (unknown, wrong email,
   * attached already) sends nothing; the caller answers the same either way, so it tells nobody
   * whether a registration or an email exists. Returns whether a mail was written (for tests).
   */
  async resendConfirmation(by: { token: string } | { bikeRegistrationId: string; email: string }, mail: BikeMailContext): Promise<boolean> {
    const [row] =
      "token" in by
        ? await this.db
            .select({ registration: bikeRegistrations })
            .from(bikeRegistrationTokens)
            .innerJoin(bikeRegistrations, eq(bikeRegistrations.id, bikeRegistrationTokens.registrationId))
            .where(and(eq(bikeRegistrationTokens.tokenHash, hashBikeToken(by.token)), isNull(bikeRegistrations.customerId)))
        : await this.db
            .select({ registration: bikeRegistrations })
            .from(bikeRegistrations)
            .where(and(eq(bikeRegistrations.publicId, by.bikeRegistrationId.trim().toUpperCase()), eq(bikeRegistrations.email, by.email.trim().toLowerCase()), isNull(bikeRegistrations.customerId)));
    if (!row) return false;
    const item = bikeConfirmationMailItem(row.registration, mail);
    await enqueue(this.db, [{ ...item, dedupeKey: `${item.dedupeKey}-again-${this.now()}-${randomBytes(6).toString("hex")}` }]);
    this.outboxWritten();
    return true;
  }

  /**
   * What a confirmation link shows to the signed-in customer, changing nothing: "ready" (their email,
   * not attached yet), "otherEmail" (registered with another address), or "linkInvalid" (unknown,
   * used or expired).
   */
  async confirmationFor(token: string, customer: { id: number; email: string }): Promise<BikeConfirmation> {
    const [row] = await this.db
      .select({ registration: bikeRegistrations })
      .from(bikeRegistrationTokens)
      .innerJoin(bikeRegistrations, eq(bikeRegistrations.id, bikeRegistrationTokens.registrationId))
      .where(and(eq(bikeRegistrationTokens.tokenHash, hashBikeToken(token)), isNull(bikeRegistrationTokens.usedAt), gt(bikeRegistrationTokens.expiresAt, new Date(this.now())), isNull(bikeRegistrations.customerId)));
    if (!row) return { status: "linkInvalid" };
    if (row.registration.email !== customer.email.toLowerCase()) return { status: "otherEmail" };
    return { status: "ready", serialNumber: row.registration.serialNumber };
  }

  /**
   * Follows a confirmation link while signed in: the token is claimed atomically (once, before it
   * expires) and only by a customer with the registration's email; then the registration is theirs
   * and every other link to it stops working. Another email leaves the link unused.
   */
  async confirm(token: string, customer: { id: number; email: string }): Promise<RegisteredBike> {
    return this.db.transaction(async (tx) => {
      const now = new Date(this.now());
      const [pending] = await tx
        .select({ registration: bikeRegistrations })
        .from(bikeRegistrationTokens)
        .innerJoin(bikeRegistrations, eq(bikeRegistrations.id, bikeRegistrationTokens.registrationId))
        .where(and(eq(bikeRegistrationTokens.tokenHash, hashBikeToken(token)), isNull(bikeRegistrationTokens.usedAt), gt(bikeRegistrationTokens.expiresAt, now), isNull(bikeRegistrations.customerId)));
      if (!pending) throw new BikeConfirmationError("linkInvalid");
      if (pending.registration.email !== customer.email.toLowerCase()) throw new BikeConfirmationError("otherEmail");
      const [claimed] = await tx
        .update(bikeRegistrationTokens)
        .set({ usedAt: now })
        .where(and(eq(bikeRegistrationTokens.tokenHash, hashBikeToken(token)), isNull(bikeRegistrationTokens.usedAt)))
        .returning({ registrationId: bikeRegistrationTokens.registrationId });
      if (!claimed) throw new BikeConfirmationError("linkInvalid");
      const [attached] = await tx
        .update(bikeRegistrations)
        .set({ customerId: customer.id })
        .where(and(eq(bikeRegistrations.id, claimed.registrationId), isNull(bikeRegistrations.customerId)))
        .returning();
      if (!attached) throw new BikeConfirmationError("linkInvalid");
      await tx.update(bikeRegistrationTokens).set({ usedAt: now }).where(and(eq(bikeRegistrationTokens.registrationId, attached.id), isNull(bikeRegistrationTokens.usedAt)));
      return toView(attached);
    });
  }

  /** The customer's bikes, newest first: those registered while signed in and those they confirmed. */
  async byCustomer(customer: { id: number }): Promise<RegisteredBike[]> {
    const rows = await this.db
      .select()
      .from(bikeRegistrations)
      .where(eq(bikeRegistrations.customerId, customer.id))
      .orderBy(desc(bikeRegistrations.registeredAt), desc(bikeRegistrations.id));
    return rows.map(toView);
  }
}
