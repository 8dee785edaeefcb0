import { z } from "zod";
import { MESSAGES } from "./account";

/**
 * The address rules (001 §3 address fields, §5 and §9 limits), written once for the account's
 * address book and the checkout, in the browser (Conform, instant messages) and on the server (the
 * RPC methods parse the same schemas). Limits the spec gives: phone at most 50, apartment under 255,
 * state/province under 100; where it is silent the stricter of the former browser and server rules
 * holds (names and city 100, company and address 255, post code 20).
 *
 * The two forms name their fields differently on the wire (the account's follow the customer
 * address of 001 §3, the checkout's the checkout contract), and the checkout asks for a phone.
 * Messages are i18next keys: the forms' own texts of 001 §5 (FORM_MESSAGES); the checkout API keeps
 * its generic answers (CHECKOUT_API_MESSAGES: "This field is required.", "Please use at most
 * {{maximum}} characters.").
 */
export const ADDRESS_LIMITS = {
  firstName: 100,
  lastName: 100,
  company: 255,
  phone: 50,
  address1: 255,
  /** "under 255" */
  address2: 254,
  city: 100,
  /** "under 100" */
  state: 99,
  postCode: 20,
} as const;

export interface AddressMessages {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postCode: string;
  country: string;
  /** A checkout address without a phone. */
  phone: string;
  phoneTooLong: string;
  apartmentTooLong: string;
  stateTooLong: string;
  tooLong: string;
}

/** The texts of 001 §5, as the account and checkout forms show them. */
export const FORM_MESSAGES: AddressMessages = {
  firstName: MESSAGES.firstName,
  lastName: MESSAGES.lastName,
  address: MESSAGES.address,
  city: MESSAGES.city,
  postCode: MESSAGES.postCode,
  country: MESSAGES.country,
  phone: "checkout:validation.phone",
  phoneTooLong: MESSAGES.phoneTooLong,
  apartmentTooLong: MESSAGES.apartmentTooLong,
  stateTooLong: MESSAGES.stateTooLong,
  tooLong: MESSAGES.tooLong,
};

/** The checkout API's answers (orders namespace), unchanged from before the schemas were shared. */
export const CHECKOUT_API_MESSAGES: AddressMessages = {
  firstName: "orders:errors.fieldRequired",
  lastName: "orders:errors.fieldRequired",
  address: "orders:errors.fieldRequired",
  city: "orders:errors.fieldRequired",
  postCode: "orders:errors.fieldRequired",
  country: "orders:errors.countryRequired",
  phone: "orders:errors.fieldRequired",
  phoneTooLong: "orders:errors.tooLong",
  apartmentTooLong: "orders:errors.tooLong",
  stateTooLong: "orders:errors.tooLong",
  tooLong: "orders:errors.tooLong",
};

/** A required text field: missing, empty or blank all give `message`. */
function requiredText(message: string, max: number, tooLong: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLong);
}

/** An optional text field: missing gives "". */
function optionalText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value ?? "");
}

/** Each address field's rule, with the given messages. */
function addressFields(m: AddressMessages) {
  return {
    firstName: requiredText(m.firstName, ADDRESS_LIMITS.firstName, m.tooLong),
    lastName: requiredText(m.lastName, ADDRESS_LIMITS.lastName, m.tooLong),
    company: optionalText(ADDRESS_LIMITS.company, m.tooLong),
    optionalPhone: optionalText(ADDRESS_LIMITS.phone, m.phoneTooLong),
    requiredPhone: requiredText(m.phone, ADDRESS_LIMITS.phone, m.phoneTooLong),
    address1: requiredText(m.address, ADDRESS_LIMITS.address1, m.tooLong),
    address2: optionalText(ADDRESS_LIMITS.address2, m.apartmentTooLong),
    city: requiredText(m.city, ADDRESS_LIMITS.city, m.tooLong),
    state: optionalText(ADDRESS_LIMITS.state, m.stateTooLong),
    postCode: requiredText(m.postCode, ADDRESS_LIMITS.postCode, m.tooLong),
    countryCode: z
      .string({ error: m.country })
      .trim()
      .regex(/^[A-Za-z]{2}$/, m.country)
      .transform((code) => code.toUpperCase()),
  };
}

/** A checkout address (shipping or billing): the phone is required. */
export function checkoutAddressSchemaWith(messages: AddressMessages) {
  const f = addressFields(messages);
  return z.object({
    firstName: f.firstName,
    lastName: f.lastName,
    company: f.company,
    phone: f.requiredPhone,
    address1: f.address1,
    address2: f.address2,
    city: f.city,
    state: f.state,
    postCode: f.postCode,
    countryCode: f.countryCode,
  });
}

/** An address of the account's address book (001 §3 Customer address): the phone is optional. */
export function accountAddressSchemaWith(messages: AddressMessages) {
  const f = addressFields(messages);
  return z.object({
    first_name: f.firstName,
    last_name: f.lastName,
    company: f.company,
    phone: f.optionalPhone,
    address1: f.address1,
    address2: f.address2,
    city: f.city,
    state_or_province: f.state,
    postal_code: f.postCode,
    country_code: f.countryCode,
  });
}

/** The account address form, in the browser and in the customer API. */
export const addressSchema = accountAddressSchemaWith(FORM_MESSAGES);
export type AddressInput = z.infer<typeof addressSchema>;

/** The checkout address form in the browser. */
export const checkoutAddressSchema = checkoutAddressSchemaWith(FORM_MESSAGES);
export type CheckoutAddressInput = z.infer<typeof checkoutAddressSchema>;

/** The checkout address in the checkout API (updateCheckout): same rules, the API's messages. */
export const checkoutAddressInput = checkoutAddressSchemaWith(CHECKOUT_API_MESSAGES);
