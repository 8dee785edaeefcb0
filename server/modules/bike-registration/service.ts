import { randomInt } from "node:crypto";
import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { BikeRegistrationInput } from "../../../common/forms/bike-registration";
import type { Database } from "../../db/client";
import { bikeRegistrations, type BikeRegistrationRow } from "./schema";
import type { BikeRegistrationAnswer, RegisteredBike } from "./types";

/** Why a registration was refused: the serial number is registered already (a serial is registered once). */
export class BikeRegistrationError extends Error {
  constructor(readonly code: "serialTaken") {
    super(code);
  }
}

/** Letters and digits that cannot be mistaken for each other when read out (no 0/O, 1/I/L). */
const ID_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function newPublicId(): string {
  let id = "BR-";
  for (let i = 0; i < 8; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
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
 * Bike registration (001 §3, §5, §7 Bike registration service). Input arrives validated by the
 * shared form schema (common/forms/bike-registration.ts). A serial number is registered once; the
 * registered bikes of a customer are those registered while signed in as them and those registered
 * with their email by a guest (before or after the account existed), matched when read.
 */
export class BikeRegistrationService {
  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  async register(input: BikeRegistrationInput, where: { channelId: number; customerId: number | null }): Promise<BikeRegistrationAnswer> {
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await this.db
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
        return { bikeRegistrationId: row.publicId, dateRegistered: row.registeredAt.toISOString() };
      } catch (error) {
        if (isUniqueViolation(error, "bike_registrations_serial")) throw new BikeRegistrationError("serialTaken");
        // A clash of the random id (31^8 ids): draw again.
        if (attempt < 3 && isUniqueViolation(error, "bike_registrations_public_id")) continue;
        throw error;
      }
    }
  }

  /** The customer's bikes, newest first: theirs, and guests' registrations with their email. */
  async byCustomer(customer: { id: number; email: string }): Promise<RegisteredBike[]> {
    const rows = await this.db
      .select()
      .from(bikeRegistrations)
      .where(or(eq(bikeRegistrations.customerId, customer.id), and(isNull(bikeRegistrations.customerId), eq(bikeRegistrations.email, customer.email.toLowerCase()))))
      .orderBy(desc(bikeRegistrations.registeredAt), desc(bikeRegistrations.id));
    return rows.map(toView);
  }
}
