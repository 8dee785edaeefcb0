// Moved to common/forms (issue 13). Kept only until the last server importers, which other work has
// open, are committed; then deleted.
export * from "../../../common/forms/account";
export { addressSchema, type AddressInput } from "../../../common/forms/address";
