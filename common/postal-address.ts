/**
 * A postal address as checkout takes it and an order keeps it (001 §3 address fields, Order
 * billing_address / shipping_addresses; §9 limits in common/forms/address.ts).
 */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postCode: string;
  countryCode: string;
}
