import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestShop } from "../../tests/db";
import { loadServerTranslations } from "../http/server-i18n";
import { capturedMail } from "../integrations/mail/schema";
import { paymentTestCharges } from "../integrations/payment/schema";
import { subscriptionCharges, subscriptions, type SubscriptionRow } from "../modules/subscription/schema";
import type { Shop } from "../shop";
import { BillingJob } from "./billing";
import { createMonthlyPlan, createSubscriber, type MonthlyPlan } from "./billing-test-support";
import { billingCli } from "./billing-cli";

const APPROVED = "4242424242424242";
const DECLINED = "4000000000000002";

// Issue 14, recurring billing: subscriptions due are charged with the stored card, once per period
// whatever crashes or runs at once; declined charges are retried, then the subscription is Failed
// and the customer emailed; every charge is in the payment history (001 §3 paymentHistory, §4
// Statuses) and a paid one emails a receipt. PGlite and PostgreSQL.
describe("recurring billing", () => {
  let shop: Shop;
  let plan: MonthlyPlan;
  let customers = 0;

  beforeAll(async () => {
    await loadServerTranslations();
    shop = await createTestShop();
    plan = await createMonthlyPlan(shop, "T-BIKE");
  }, 300_000);
  // Each test's subscriptions end with it, so a later test's run (as of a later day) leaves them alone.
  afterEach(async () => {
    await shop.db.update(subscriptions).set({ status: "completed" });
  });
  afterAll(async () => {
    await shop?.outbox.stop();
    await shop?.mailer.idle();
    await shop?.database.close();
  });

  /** A customer with a kept card and an active monthly subscription due on `due`. */
  const subscriber = async (due: string, number = APPROVED): Promise<{ subscription: SubscriptionRow; email: string }> => {
    customers += 1;
    const { subscription, email } = await createSubscriber(shop, plan, { email: `billing-${customers}-${Date.now()}@example.com`, number, due });
    return { subscription, email };
  };
  const chargesOf = (subscriptionId: number) =>
    shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId)).orderBy(asc(subscriptionCharges.periodStart), asc(subscriptionCharges.attempt));
  const providerCharges = (key: string) => shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.idempotencyKey, key));
  const current = async (id: number) => (await shop.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
  const mailsTo = async (to: string) => {
    // The run kicked the outbox worker: its delivery may be under way.
    await shop.outbox.idle();
    await shop.outbox.deliverDue();
    await shop.mailer.idle();
    // The registration's welcome mail aside.
    const mails = await shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, to)).orderBy(asc(capturedMail.id));
    return mails.filter((m) => !m.subject.startsWith("Welcome"));
  };

  it("charges a due period once with the stored card: a paid history row, the next payment date a month on, a receipt mail; nothing before the day, nothing twice", async () => {
    const { subscription, email } = await subscriber("2031-01-31");
    const job = new BillingJob(shop);
    expect(await job.run("2031-01-30")).toEqual({ paid: 0, declined: 0, failed: 0, recovered: 0 });
    expect(await chargesOf(subscription.id)).toEqual([]);

    const report = await job.run("2031-01-31");
    expect(report).toMatchObject({ paid: 1 });
    const key = `subscription-${subscription.id}-2031-01-31-1`;
    expect(await chargesOf(subscription.id)).toEqual([expect.objectContaining({ periodStart: "2031-01-31", attempt: 1, status: "paid", amountMinor: 4900, currency: "GBP", idempotencyKey: key, providerReference: expect.stringMatching(/^ch_test_/) })]);
    expect(await providerCharges(key)).toEqual([expect.objectContaining({ amountMinor: 4900, currency: "GBP", outcome: "approved" })]);
    // 31 January + one month is the last day of February.
    expect((await current(subscription.id)).nextPaymentDate).toBe("2031-02-28");

    const again = await job.run("2031-01-31");
    expect(again).toMatchObject({ paid: 0 });
    expect(await chargesOf(subscription.id)).toHaveLength(1);

    const [receipt] = await mailsTo(email);
    expect(receipt.subject).toBe("Foldwell: payment received for Urban 6 rental");
    expect(receipt.text).toContain("Amount: £49.00 for the period from 31.01.2031, charged to visa •••• 4242.");
    expect(receipt.text).toContain("Your next payment is due on 28.02.2031.");
  });

  it("catching up after downtime charges each missed period once, in order", async () => {
    const { subscription } = await subscriber("2032-01-10");
    await new BillingJob(shop).run("2032-03-15");
    expect((await chargesOf(subscription.id)).map((c) => [c.periodStart, c.status])).toEqual([
      ["2032-01-10", "paid"],
      ["2032-02-10", "paid"],
      ["2032-03-10", "paid"],
    ]);
    expect((await current(subscription.id)).nextPaymentDate).toBe("2032-04-10");
  });

  it("two billing runs at once charge a period once (the lock lets one run; without the lock the pending row still does)", async () => {
    const { subscription } = await subscriber("2033-05-01");
    const reports = await Promise.all([new BillingJob(shop).run("2033-05-01"), new BillingJob(shop).run("2033-05-01")]);
    expect(reports.filter((r) => r !== null && r.paid === 1)).toHaveLength(1);
    expect(await chargesOf(subscription.id)).toEqual([expect.objectContaining({ status: "paid", attempt: 1 })]);
    expect(await providerCharges(`subscription-${subscription.id}-2033-05-01-1`)).toHaveLength(1);

    await shop.db.update(subscriptions).set({ status: "completed" }).where(eq(subscriptions.id, subscription.id));
    const { subscription: second } = await subscriber("2033-06-01");
    const unlocked = await Promise.all([new BillingJob(shop, { lock: false }).run("2033-06-01"), new BillingJob(shop, { lock: false }).run("2033-06-01")]);
    expect(unlocked.reduce((sum, r) => sum + (r?.paid ?? 0), 0)).toBe(1);
    expect(await chargesOf(second.id)).toEqual([expect.objectContaining({ status: "paid", attempt: 1 })]);
    expect(await providerCharges(`subscription-${second.id}-2033-06-01-1`)).toHaveLength(1);
  });

  it("a crash between the provider's charge and the settle leaves the attempt pending; the next run settles it from the provider and charges nothing again", async () => {
    const { subscription, email } = await subscriber("2034-02-01");
    const crashing = new BillingJob(shop, {
      afterProviderCall: () => {
        throw new Error("process died");
      },
    });
    await expect(crashing.run("2034-02-01")).rejects.toThrow("process died");
    const key = `subscription-${subscription.id}-2034-02-01-1`;
    expect(await chargesOf(subscription.id)).toEqual([expect.objectContaining({ status: "pending", attempt: 1, idempotencyKey: key })]);
    expect(await providerCharges(key)).toHaveLength(1);
    expect((await current(subscription.id)).nextPaymentDate).toBe("2034-02-01");

    const report = await new BillingJob(shop).run("2034-02-01");
    expect(report).toMatchObject({ paid: 1, recovered: 1 });
    expect(await chargesOf(subscription.id)).toEqual([expect.objectContaining({ status: "paid", attempt: 1, idempotencyKey: key })]);
    expect(await providerCharges(key)).toHaveLength(1);
    expect((await current(subscription.id)).nextPaymentDate).toBe("2034-03-01");
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("a crash before the provider answered (the charge may or may not have been made) is charged with the same key on the next run: one charge", async () => {
    const { subscription } = await subscriber("2034-07-01");
    // The pending row of a run that died before it called the provider.
    await shop.db.insert(subscriptionCharges).values({ subscriptionId: subscription.id, periodStart: "2034-07-01", attempt: 1, amountMinor: 4900, currency: "GBP", status: "pending", idempotencyKey: `subscription-${subscription.id}-2034-07-01-1` });
    const report = await new BillingJob(shop).run("2034-07-01");
    expect(report).toMatchObject({ paid: 1, recovered: 1 });
    expect(await chargesOf(subscription.id)).toEqual([expect.objectContaining({ status: "paid", attempt: 1 })]);
    expect(await providerCharges(`subscription-${subscription.id}-2034-07-01-1`)).toHaveLength(1);
  });

  it("a declined charge is retried after 1, 3 and 7 days; then the subscription is Failed and the customer emailed; every attempt is in the payment history", async () => {
    const { subscription, email } = await subscriber("2035-03-01", DECLINED);
    const job = new BillingJob(shop);
    expect(await job.run("2035-03-01")).toMatchObject({ declined: 1 });
    // Not yet due again the same day.
    expect(await job.run("2035-03-01")).toMatchObject({ declined: 0, failed: 0 });
    expect(await job.run("2035-03-02")).toMatchObject({ declined: 1 });
    expect(await job.run("2035-03-04")).toMatchObject({ declined: 0 });
    expect(await job.run("2035-03-05")).toMatchObject({ declined: 1 });
    expect(await job.run("2035-03-12")).toMatchObject({ failed: 1 });
    const charges = await chargesOf(subscription.id);
    expect(charges.map((c) => [c.periodStart, c.attempt, c.status])).toEqual([
      ["2035-03-01", 1, "declined"],
      ["2035-03-01", 2, "declined"],
      ["2035-03-01", 3, "declined"],
      ["2035-03-01", 4, "failed"],
    ]);
    expect(charges.slice(0, 3).map((c) => c.retryAt?.toISOString().slice(0, 10))).toEqual(["2035-03-02", "2035-03-05", "2035-03-12"]);
    expect(await current(subscription.id)).toMatchObject({ status: "failed", nextPaymentDate: "2035-03-01" });
    // A failed subscription is not charged again.
    expect(await job.run("2035-06-01")).toMatchObject({ declined: 0, failed: 0, paid: 0 });
    const history = await shop.subscriptionAccounts.paymentHistory(subscription.customerId, subscription.id, 1);
    expect(history.paymentHistory.map((p) => [p.attempt, p.status])).toEqual([
      [4, "failed"],
      [3, "declined"],
      [2, "declined"],
      [1, "declined"],
    ]);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Foldwell: we could not take the payment for Urban 6 rental"]);
    expect(mails[0].text).toContain("£49.00 for the period of your Urban 6 rental subscription from 01.03.2035");
  });

  it("subscriptions waiting for a retry never fill a batch: the one due behind them is charged", async () => {
    const waiting = [await subscriber("2035-09-01", DECLINED), await subscriber("2035-09-01", DECLINED)];
    await new BillingJob(shop).run("2035-09-01");
    // Both wait for their retry (due on 2 September); a third subscription is due the same day.
    const { subscription } = await subscriber("2035-09-01");
    const report = await new BillingJob(shop, { batch: 1 }).run("2035-09-01");
    expect(report).toMatchObject({ paid: 1, declined: 0 });
    expect(await chargesOf(subscription.id)).toEqual([expect.objectContaining({ status: "paid" })]);
    for (const w of waiting) expect(await chargesOf(w.subscription.id)).toHaveLength(1);
  });

  it("the retry schedule is configurable (--retry-days / BILLING_RETRY_DAYS)", async () => {
    const { subscription } = await subscriber("2036-01-01", DECLINED);
    const job = new BillingJob(shop, { retryDays: [2] });
    await job.run("2036-01-01");
    expect(await job.run("2036-01-02")).toMatchObject({ failed: 0, declined: 0 });
    expect(await job.run("2036-01-03")).toMatchObject({ failed: 1 });
    expect((await current(subscription.id)).status).toBe("failed");
  });

  it("a subscription that is not Active (cancellation requested, paused) is not charged", async () => {
    const { subscription } = await subscriber("2037-01-01");
    await shop.db.update(subscriptions).set({ status: "cancellationRequested" }).where(eq(subscriptions.id, subscription.id));
    await new BillingJob(shop).run("2037-01-01");
    expect(await chargesOf(subscription.id)).toEqual([]);
  });

  it("npm run billing -- --as-of 2038-01-01 charges what is due that day and says what it did; a bad date changes nothing", async () => {
    const { subscription } = await subscriber("2038-01-01");
    const lines: string[] = [];
    const output = { log: (l: string) => lines.push(l), error: (l: string) => lines.push(`error: ${l}`) };
    const env = { NODE_ENV: "test", DATA_DIR: "memory://" };
    expect(await billingCli(["--as-of", "2038-13-01"], env, { database: shop.database, output })).toBe(2);
    expect(lines).toEqual(["error: not a day (YYYY-MM-DD): 2038-13-01"]);
    expect(await chargesOf(subscription.id)).toEqual([]);
    expect(await billingCli(["--as-of=2037-12-31"], env, { database: shop.database, output })).toBe(0);
    expect(await chargesOf(subscription.id)).toEqual([]);
    expect(await billingCli(["--as-of", "2038-01-01"], env, { database: shop.database, output })).toBe(0);
    expect(lines.at(-1)).toBe("billing as of 2038-01-01: 1 paid, 0 declined (to be retried), 0 failed, 0 recovered from an interrupted run");
    expect(await chargesOf(subscription.id)).toEqual([expect.objectContaining({ periodStart: "2038-01-01", status: "paid" })]);
    expect(await shop.db.select().from(subscriptionCharges).where(and(eq(subscriptionCharges.subscriptionId, subscription.id), eq(subscriptionCharges.status, "pending")))).toEqual([]);
  });

  it("a Failed subscription's outstanding period charged at once (the customer chose another card, 001 §4): a new attempt with its own key; a crash after the charge is settled by the next run, Active again, one charge", async () => {
    const { subscription, email } = await subscriber("2039-05-01", DECLINED);
    expect(await new BillingJob(shop, { retryDays: [] }).run("2039-05-01")).toMatchObject({ failed: 1 });
    // Not Failed: nothing to charge at once.
    const { subscription: active } = await subscriber("2039-05-01");
    expect(await new BillingJob(shop).chargeOutstanding(active.id, new Date("2039-05-03T10:00:00Z"))).toBeNull();

    const tokenized = await shop.payments.provider.tokenizeCard({ number: APPROVED, expiryMonth: 12, expiryYear: 2040, cvc: "123", holderName: "Grace Hopper" }, { customerId: subscription.customerId, checkoutId: null });
    if (!tokenized.ok) throw new Error("card refused");
    const card = await shop.payments.save(subscription.customerId, tokenized.card);
    await shop.db.update(subscriptions).set({ storedPaymentMethodId: card!.id }).where(eq(subscriptions.id, subscription.id));
    const moment = new Date("2039-05-03T10:00:00Z");
    const crashing = new BillingJob(shop, {
      retryDays: [],
      afterProviderCall: () => {
        throw new Error("process died");
      },
    });
    await expect(crashing.chargeOutstanding(subscription.id, moment)).rejects.toThrow("process died");
    const key = `subscription-${subscription.id}-2039-05-01-2`;
    expect((await chargesOf(subscription.id)).map((c) => [c.attempt, c.status, c.idempotencyKey])).toEqual([
      [1, "failed", `subscription-${subscription.id}-2039-05-01-1`],
      [2, "pending", key],
    ]);
    // Asked again while the attempt is pending (a second click): nothing is charged again.
    expect(await new BillingJob(shop).chargeOutstanding(subscription.id, moment)).toMatchObject({ outcome: "pending" });
    expect(await providerCharges(key)).toEqual([expect.objectContaining({ outcome: "approved", amountMinor: 4900 })]);
    expect((await current(subscription.id)).status).toBe("failed");

    expect(await new BillingJob(shop, { retryDays: [] }).run(moment)).toMatchObject({ recovered: 1, failed: 0 });
    expect((await chargesOf(subscription.id)).map((c) => [c.attempt, c.status])).toEqual([
      [1, "failed"],
      [2, "paid"],
    ]);
    expect(await providerCharges(key)).toHaveLength(1);
    expect(await current(subscription.id)).toMatchObject({ status: "active", nextPaymentDate: "2039-06-01" });
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(["Foldwell: we could not take the payment for Urban 6 rental", "Foldwell: payment received for Urban 6 rental"]);
  });
});
