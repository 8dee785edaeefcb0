/** A registered bike as the account page and `getRegisteredBikesByUser` show it (001 §3 Bike registration). */
export interface RegisteredBike {
  bikeRegistrationId: string;
  firstName: string;
  lastName: string;
  serialNumber: string;
  /** `YYYY-MM-DD`. */
  purchaseDate: string;
  /** ISO 8601. */
  dateRegistered: string;
}

/** What `registerBikeByEmail` answers (001 §5: it must carry a bikeRegistrationId). */
export interface BikeRegistrationAnswer {
  bikeRegistrationId: string;
  dateRegistered: string;
}

/** What a guest registration's confirmation link shows to the signed-in customer (issue 16). */
export type BikeConfirmation = { status: "ready"; serialNumber: string } | { status: "otherEmail" } | { status: "linkInvalid" };
