import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../../common/i18n";
import { formatDate } from "../../lib/format-date";
import { fieldOfIssue, formatExpiry, groupCardNumber } from "../payment/CardFields";
import { CANCELLATION_REASONS, canCancel, cardsInUseOf, canChangeCard, chargeStatusKey, fromMinor, historyHref, historyPageFor, showsNextPayment, statusKey, statusTone } from "./subscription-view";

const STATUSES = ["active", "paused", "cancelled", "failed", "completed", "cancellationRequested", "reviewCancellation", "cancellationInProgress"] as const;
const messages = (locale: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, "../../../locales", locale, "account-subscriptions.json"), "utf8"));
const at = (tree: Record<string, unknown>, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("account subscriptions: statuses, reasons, dates and money (001 §4, §9)", () => {
  it("001 §4 Statuses: every stored status has its label; the first list reads Active, Paused, Failed, Cancellation Requested", () => {
    const en = messages("en-GB");
    expect(["active", "paused", "failed", "cancellationRequested"].map((s) => at(en, statusKey(s as (typeof STATUSES)[number])))).toEqual([
      "Active",
      "Paused",
      "Failed",
      "Cancellation Requested",
    ]);
    for (const locale of SUPPORTED_LOCALES) {
      for (const status of STATUSES) expect(typeof at(messages(locale), statusKey(status)), `${locale} ${status}`).toBe("string");
      for (const charge of ["pending", "paid", "declined", "failed"] as const) expect(typeof at(messages(locale), chargeStatusKey(charge))).toBe("string");
    }
    expect(at(messages("de-DE"), statusKey("cancellationRequested"))).toBe("Kündigung beantragt");
  });

  it("001 §4 cancellation reasons: the six, in the spec's order, with the spec's English texts and a text in every locale", () => {
    expect(CANCELLATION_REASONS).toEqual(["dontNeedIt", "changeInCircumstances", "other", "endOfContract", "coolingOffPeriod", "bikePurchase"]);
    expect(CANCELLATION_REASONS.map((r) => at(messages("en-GB"), `cancel.reasons.${r}`))).toEqual([
      "Don't need it",
      "Change in circumstances",
      "Other",
      "End of contract",
      "Cooling off period",
      "Bike Purchase",
    ]);
    for (const locale of SUPPORTED_LOCALES) for (const reason of CANCELLATION_REASONS) expect(at(messages(locale), `cancel.reasons.${reason}`)).toEqual(expect.any(String));
  });

  it("tones and what a customer may do: only Active can be cancelled; ended subscriptions show no next payment and keep their card", () => {
    expect(statusTone("active")).toBe("positive");
    expect(statusTone("failed")).toBe("negative");
    expect(statusTone("cancellationRequested")).toBe("warning");
    expect(statusTone("cancelled")).toBe("neutral");
    expect(STATUSES.filter((s) => canCancel({ status: s }))).toEqual(["active"]);
    expect(STATUSES.filter((s) => !canChangeCard({ status: s }))).toEqual(["cancelled", "completed"]);
    expect(STATUSES.filter((s) => !showsNextPayment({ status: s }))).toEqual(["cancelled", "completed"]);
    const card = (id: number) => ({ id, brand: "visa", last4: "4242", expiryMonth: 1, expiryYear: 2030 });
    expect([...cardsInUseOf([{ status: "active", card: card(1) }, { status: "failed", card: card(2) }, { status: "cancelled", card: card(3) }, { status: "paused", card: null }])]).toEqual([1, 2]);
  });

  it("001 §9: the next payment date YYYY-MM-DD shows as DD.MM.YYYY in every locale, on the same day", () => {
    for (const locale of SUPPORTED_LOCALES) expect(formatDate("2027-01-05", locale)).toBe("05.01.2027");
  });

  it("amounts in minor units become major units by the currency's decimals (GBP, EUR, SGD, USD 2; JPY 0)", () => {
    expect(fromMinor(4900, "GBP")).toBe(49);
    expect(fromMinor(12345, "EUR")).toBe(123.45);
    expect(fromMinor(4900, "JPY")).toBe(4900);
  });

  it("the history page is in the URL for one subscription at a time; bad pages read as 1", () => {
    expect(historyHref(3, 2)).toBe("?subscription=3&page=2");
    expect(historyPageFor(new URLSearchParams("subscription=3&page=2"), 3)).toBe(2);
    expect(historyPageFor(new URLSearchParams("subscription=3&page=2"), 4)).toBe(1);
    expect(historyPageFor(new URLSearchParams("subscription=3&page=-1"), 3)).toBe(1);
    expect(historyPageFor(new URLSearchParams("subscription=3&page=x"), 3)).toBe(1);
  });

  it("the add-card form groups the number, helps with the expiry and puts the server's expiry errors on the expiry field", () => {
    expect(groupCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatExpiry("1228", "")).toBe("12/28");
    expect(formatExpiry("12", "1")).toBe("12/");
    expect(fieldOfIssue("expiryMonth")).toBe("expiry");
    expect(fieldOfIssue("number")).toBe("number");
    expect(fieldOfIssue("checkoutId")).toBeNull();
  });
});
