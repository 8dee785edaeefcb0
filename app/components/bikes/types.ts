/** The form's fields (common/forms/bike-registration.ts). */
export type BikeFieldName = "firstName" | "lastName" | "email" | "serialNumber" | "purchaseDate";

/** bikeRegistrationPageConfig's texts, with the locale files' as fallback. */
export interface BikeRegistrationTexts {
  title: string;
  intro: string;
  serialNumberHelp: string;
  submitLabel: string;
  successMessage: string;
}

/** myRegisteredBikesPageConfig's texts, with the locale files' as fallback. */
export interface RegisteredBikesTexts {
  title: string;
  emptyMessage: string;
  registerCtaLabel: string;
  registerCtaUrl: string;
}

/**
 * The action's answer: the bikeRegistrationId, or field messages / a form error. Messages are
 * either keys of the `bikes` namespace (translated by the page) or texts already translated.
 */
export interface BikeRegistrationActionData {
  ok: boolean;
  bikeRegistrationId?: string;
  values: Record<BikeFieldName, string>;
  fieldErrors?: Partial<Record<BikeFieldName, string>>;
  /** A guest's registration: the address the confirmation link went to (issue 16). */
  confirmationMailedTo?: string;
  formError?: string;
}
