import { and, asc, desc, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { signInStaff } from "../../../tests/staff";
import { capturedMail } from "../../integrations/mail/schema";
import { paymentTestCharges } from "../../integrations/payment/schema";
import { BillingJob } from "../../jobs/billing";
import { createMonthlyPlan, createSubscriber, type MonthlyPlan } from "../../jobs/billing-test-support";
import { registeredBrowser } from "../customer/test-support";
import { staffAuditLog } from "../staff/schema";
import { dayOf } from "./account";
import { subscriptionCharges, subscriptions, type SubscriptionRow } from "./schema";

const APPROVED = "4242424242424242";
const DECLINED = "4000000000000002";
const nextYear = new Date().getUTCFullYear() + 3;

// Issue 17, "Stores, subscriptions, verifications": subscriptions in the back office with the
// statuses of 001 §4 (Active, Paused, Failed, Cancellation Requested; cancelled): list and details,
// a cancellation request approved or refused, pause and resume (decision 025: the billing job skips
// Paused), a failed charge retried now through the billing job (never a second charge of a period),
// every change audit-logged; owner and customer service only. PGlite and PostgreSQL.
describe("subscriptions in the back office (admin/subscriptions)", () => {
  let plan: MonthlyPlan;
  let n = 0;
  const api = useTestApi({
    seed: async (shop) => {
      plan = await createMonthlyPlan(shop, "T-BIKE");
    },
  });
  const subscriber = (due: string, number = APPROVED) => createSubscriber(api.shop, plan, { email: `sub-admin-${++n}-${Date.now()}@example.com`, number, due });
  const current = async (id: number) => (await api.shop.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
  const chargesOf = (id: number) => api.shop.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, id)).orderBy(asc(subscriptionCharges.periodStart), asc(subscriptionCharges.attempt));
  const auditOf = (id: number) =>
    api.shop.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, "subscription"), eq(staffAuditLog.entityId, String(id)))).orderBy(desc(staffAuditLog.id));
  /** The mails delivered to `to` (the outbox delivers them; the registration's welcome mail aside). */
  const mailsTo = async (to: string) => {
    await api.shop.outbox.idle();
    await api.shop.outbox.deliverDue();
    await api.shop.mailer.idle();
    const mails = await api.shop.db.select().from(capturedMail).where(eq(capturedMail.toAddress, to)).orderBy(asc(capturedMail.id));
    return mails.filter((m) => !m.subject.startsWith("Welcome") && !m.subject.startsWith("Willkommen"));
  };
  /** Billing runs charge every Active subscription due: the other tests' subscriptions end first. */
  const only = (s: SubscriptionRow) => api.shop.db.update(subscriptions).set({ status: "completed" }).where(and(ne(subscriptions.id, s.id), eq(subscriptions.status, "active")));

  it("lists subscriptions with a status filter and shows one with its plan, customer, card and charges", async () => {
    const { subscription, email } = await subscriber("2030-04-01");
    const { browser } = await signInStaff(api, "customer_service");
    const list = await browser.call("admin/subscriptions", "list", { status: "active" });
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(list.data.subscriptions).toContainEqual(
      expect.objectContaining({ id: subscription.id, status: "active", plan: "Urban 6 rental", frequency: "Monthly", amount: { value: 4900, currency: "GBP" }, nextPaymentDate: "2030-04-01", customer: { id: subscription.customerId, name: "Grace Hopper", email } }),
    );
    expect(list.data.counts.active).toBeGreaterThanOrEqual(1);
    const none = await browser.call("admin/subscriptions", "list", { status: "paused" });
    expect(none.data.subscriptions.map((s: { id: number }) => s.id)).not.toContain(subscription.id);

    const details = await browser.call("admin/subscriptions", "get", { id: subscription.id });
    expect(details.data).toMatchObject({
      subscription: { id: subscription.id, status: "active", plan: { billingName: "Urban 6 rental" }, frequency: { name: "Monthly" }, nextPaymentDate: "2030-04-01", card: { brand: "visa", last4: "4242" }, pausedAt: null },
      customer: { id: subscription.customerId, name: "Grace Hopper", email },
      history: { paymentHistory: [], pagination: { page: 1 } },
      actions: { approveCancellation: false, refuseCancellation: false, pause: true, resume: false, retryCharge: false },
    });
    expect((await browser.call("admin/subscriptions", "get", { id: 999_999 })).status).toBe(404);
  });

  it("approves a cancellation request (Cancelled) or refuses one (Active again, the request cleared), each audit-logged; a second approval is 409", async () => {
    const a = await subscriber("2030-05-01");
    const b = await subscriber("2030-05-01");
    await api.shop.subscriptionAccounts.cancel(a.customerId, a.subscription.id, "bikePurchase");
    await api.shop.subscriptionAccounts.cancel(b.customerId, b.subscription.id, "other");
    const { browser, actor } = await signInStaff(api, "customer_service");

    const requested = await browser.call("admin/subscriptions", "list", { status: "cancellationRequested" });
    expect(requested.data.subscriptions.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([a.subscription.id, b.subscription.id]));

    const approved = await browser.call("admin/subscriptions", "approveCancellation", { id: a.subscription.id });
    expect(approved.status).toBe(200);
    expect(approved.data.subscription.status).toBe("cancelled");
    expect(approved.data.actions).toMatchObject({ approveCancellation: false, pause: false, resume: false });
    const [entry] = await auditOf(a.subscription.id);
    expect(entry).toMatchObject({ staffId: actor.id, action: "subscription.cancellation.approve", before: { status: "cancellationRequested", cancellationReason: "bikePurchase" }, after: { status: "cancelled" } });
    // The customer's account shows it.
    expect((await api.shop.subscriptionAccounts.listForCustomer(a.customerId))[0].status).toBe("cancelled");

    const again = await browser.call("admin/subscriptions", "approveCancellation", { id: a.subscription.id });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe("This is not possible now: the subscription is Cancelled. Reload to see what changed.");
    expect(await auditOf(a.subscription.id)).toHaveLength(1);

    const refused = await browser.call("admin/subscriptions", "refuseCancellation", { id: b.subscription.id });
    expect(refused.data.subscription).toMatchObject({ status: "active", cancellationReason: null, cancellationRequestedAt: null });
    expect((await auditOf(b.subscription.id))[0]).toMatchObject({ action: "subscription.cancellation.refuse", before: { status: "cancellationRequested", cancellationReason: "other" }, after: { status: "active", cancellationReason: null } });
  });

  it("two staff approving one request at once: one succeeds, the other is told it moved on (409), one audit entry", async () => {
    const { subscription, customerId } = await subscriber("2030-06-01");
    await api.shop.subscriptionAccounts.cancel(customerId, subscription.id, "dontNeedIt");
    const [one, two] = await Promise.all([signInStaff(api, "owner"), signInStaff(api, "customer_service")]);
    const answers = await Promise.all([
      one.browser.call("admin/subscriptions", "approveCancellation", { id: subscription.id }),
      two.browser.call("admin/subscriptions", "refuseCancellation", { id: subscription.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditOf(subscription.id)).toHaveLength(1);
  });

  it("a Paused subscription is not charged by billing; resumed after its due day it is Active with the next payment today, then charged once", async () => {
    const { subscription } = await subscriber("2026-01-10");
    await only(subscription);
    const { browser, actor } = await signInStaff(api, "owner");
    const paused = await browser.call("admin/subscriptions", "pause", { id: subscription.id });
    expect(paused.data.subscription).toMatchObject({ status: "paused", pausedAt: expect.any(String) });
    expect(paused.data.actions).toMatchObject({ pause: false, resume: true });
    expect((await auditOf(subscription.id))[0]).toMatchObject({ staffId: actor.id, action: "subscription.pause", before: { status: "active" }, after: { status: "paused" } });
    expect((await browser.call("admin/subscriptions", "pause", { id: subscription.id })).status).toBe(409);

    expect(await new BillingJob(api.shop).run("2026-03-15")).toMatchObject({ paid: 0, declined: 0 });
    expect(await chargesOf(subscription.id)).toEqual([]);

    const resumed = await browser.call("admin/subscriptions", "resume", { id: subscription.id });
    const today = dayOf(new Date());
    expect(resumed.data.subscription).toMatchObject({ status: "active", pausedAt: null, nextPaymentDate: today });
    expect((await auditOf(subscription.id))[0]).toMatchObject({ action: "subscription.resume", before: { status: "paused", nextPaymentDate: "2026-01-10" }, after: { status: "active", nextPaymentDate: today } });
    expect(await new BillingJob(api.shop).run(today)).toMatchObject({ paid: 1 });
    expect((await chargesOf(subscription.id)).map((c) => [c.periodStart, c.status])).toEqual([[today, "paid"]]);
  });

  it("retries a declined charge now through the billing job: a new attempt with its own key, declined again; with a good card paid, and then nothing left to retry (never a second charge)", async () => {
    const { subscription, customerId } = await subscriber("2030-08-01", DECLINED);
    await only(subscription);
    await new BillingJob(api.shop).run("2030-08-01");
    expect((await chargesOf(subscription.id)).map((c) => [c.attempt, c.status])).toEqual([[1, "declined"]]);
    const { browser, actor } = await signInStaff(api, "customer_service");
    expect((await browser.call("admin/subscriptions", "get", { id: subscription.id })).data.actions.retryCharge).toBe(true);

    const declined = await browser.call("admin/subscriptions", "retryCharge", { id: subscription.id });
    expect(declined.status).toBe(200);
    expect(declined.data.retry).toEqual({ outcome: "declined", attempt: 2 });
    expect((await chargesOf(subscription.id)).map((c) => [c.attempt, c.status, c.idempotencyKey])).toEqual([
      [1, "declined", `subscription-${subscription.id}-2030-08-01-1`],
      [2, "declined", `subscription-${subscription.id}-2030-08-01-2`],
    ]);
    expect((await auditOf(subscription.id))[0]).toMatchObject({ staffId: actor.id, action: "subscription.charge.retry", after: { outcome: "declined", attempt: 2, status: "active" } });

    // The customer's card is replaced by a good one; the retry is paid and the period is done.
    const tokenized = await api.shop.payments.provider.tokenizeCard({ number: APPROVED, expiryMonth: 12, expiryYear: nextYear, cvc: "123", holderName: "Grace Hopper" }, { customerId, checkoutId: null });
    if (!tokenized.ok) throw new Error("card refused");
    const card = await api.shop.payments.save(customerId, tokenized.card);
    await api.shop.subscriptionAccounts.updatePaymentMethod(customerId, subscription.id, card!.id);
    const paid = await browser.call("admin/subscriptions", "retryCharge", { id: subscription.id });
    expect(paid.data.retry).toEqual({ outcome: "paid", attempt: 3 });
    expect(paid.data.subscription).toMatchObject({ status: "active", nextPaymentDate: "2030-09-01" });

    const nothing = await browser.call("admin/subscriptions", "retryCharge", { id: subscription.id });
    expect(nothing.status).toBe(409);
    expect(nothing.error?.message).toBe("There is no failed charge to retry.");
    const approvedCharges = await api.shop.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.outcome, "approved"));
    expect(approvedCharges.filter((c) => c.idempotencyKey.startsWith(`subscription-${subscription.id}-2030-08-01`))).toHaveLength(1);
  });

  it("no pause while a charge is under way (its settle would move the next payment date), and nothing to retry on a subscription without a declined charge", async () => {
    const { subscription } = await subscriber("2030-09-01");
    await api.shop.db.insert(subscriptionCharges).values({
      subscriptionId: subscription.id,
      periodStart: "2030-09-01",
      attempt: 1,
      amountMinor: 4900,
      currency: "GBP",
      status: "pending",
      idempotencyKey: `subscription-${subscription.id}-2030-09-01-1`,
    });
    const { browser } = await signInStaff(api, "owner");
    const refused = await browser.call("admin/subscriptions", "pause", { id: subscription.id });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe("A charge of this subscription is under way. Try again once it is settled.");
    expect((await current(subscription.id)).status).toBe("active");
    const retry = await browser.call("admin/subscriptions", "retryCharge", { id: subscription.id });
    expect(retry.status).toBe(409);
    expect(await chargesOf(subscription.id)).toHaveLength(1);
    expect(await auditOf(subscription.id)).toEqual([]);
  });

  it("retries a Failed subscription's outstanding period: paid, it is Active again", async () => {
    const { subscription, customerId } = await subscriber("2030-10-01", DECLINED);
    await only(subscription);
    const job = new BillingJob(api.shop);
    for (const day of ["2030-10-01", "2030-10-02", "2030-10-05", "2030-10-12"]) await job.run(day);
    expect((await current(subscription.id)).status).toBe("failed");
    const tokenized = await api.shop.payments.provider.tokenizeCard({ number: APPROVED, expiryMonth: 12, expiryYear: nextYear, cvc: "123", holderName: "Grace Hopper" }, { customerId, checkoutId: null });
    if (!tokenized.ok) throw new Error("card refused");
    const card = await api.shop.payments.save(customerId, tokenized.card);
    await api.shop.db.update(subscriptions).set({ storedPaymentMethodId: card!.id }).where(eq(subscriptions.id, subscription.id));
    const { browser } = await signInStaff(api, "owner");
    const answer = await browser.call("admin/subscriptions", "retryCharge", { id: subscription.id });
    expect(answer.data.retry.outcome).toBe("paid");
    expect(answer.data.subscription.status).toBe("active");
  });

  // Issue 17 / decision 025: the customer is told what staff did (001 §4 Statuses), in the language
  // of their storefront, the mail written to the outbox in the change's transaction.
  it("mails the customer when staff approve or refuse a cancellation request, pause or resume a subscription", async () => {
    const a = await subscriber("2031-05-01");
    const b = await subscriber("2031-05-01");
    const c = await subscriber("2099-07-01");
    await api.shop.subscriptionAccounts.cancel(a.customerId, a.subscription.id, "bikePurchase");
    await api.shop.subscriptionAccounts.cancel(b.customerId, b.subscription.id, "other");
    const { browser } = await signInStaff(api, "customer_service");

    expect((await browser.call("admin/subscriptions", "approveCancellation", { id: a.subscription.id })).status).toBe(200);
    const [approved, ...moreA] = await mailsTo(a.email);
    expect(moreA).toEqual([]);
    expect(approved.subject).toBe("Foldwell: your Urban 6 rental subscription is cancelled");
    expect(approved.text).toContain("Hello Grace,");
    expect(approved.text).toContain("As you asked, your Urban 6 rental subscription (Monthly) is cancelled.");
    expect(approved.text).toContain("It will not be charged again.");
    expect(approved.text).toMatch(/Manage your subscription: http:\/\/uk\.localhost(:\d+)?\/my-foldwell\/subscriptions/);

    expect((await browser.call("admin/subscriptions", "refuseCancellation", { id: b.subscription.id })).status).toBe(200);
    const refused = await mailsTo(b.email);
    expect(refused.map((m) => m.subject)).toEqual(["Foldwell: your Urban 6 rental subscription continues"]);
    expect(refused[0].text).toContain("We could not accept the cancellation of your Urban 6 rental subscription (Monthly), so it stays active.");
    expect(refused[0].text).toContain("Your next payment is due on 01.05.2031.");

    expect((await browser.call("admin/subscriptions", "pause", { id: c.subscription.id })).status).toBe(200);
    expect((await browser.call("admin/subscriptions", "resume", { id: c.subscription.id })).status).toBe(200);
    const today = dayOf(new Date()).split("-").reverse().join(".");
    const [paused, resumed, ...moreC] = await mailsTo(c.email);
    expect(moreC).toEqual([]);
    expect(paused.subject).toBe("Foldwell: your Urban 6 rental subscription is paused");
    expect(paused.text).toContain(`Your Urban 6 rental subscription (Monthly) is paused from ${today}.`);
    expect(paused.text).toContain("You will not be charged while it is paused.");
    expect(resumed.subject).toBe("Foldwell: your Urban 6 rental subscription is active again");
    expect(resumed.text).toContain("Your next payment is due on 01.07.2099.");

    // A refused second action (409) writes no mail.
    expect((await browser.call("admin/subscriptions", "resume", { id: c.subscription.id })).status).toBe(409);
    expect(await mailsTo(c.email)).toHaveLength(2);
  });

  it("the mail is in the language of the customer's storefront (German on the German storefront)", async () => {
    const { subscription, email } = await subscriber("2099-08-01");
    const de = api.shop.storefronts.all().find((s) => s.locale === "de-DE")!;
    await api.shop.db.update(subscriptions).set({ channelId: de.channelId }).where(eq(subscriptions.id, subscription.id));
    const { browser } = await signInStaff(api, "owner");
    expect((await browser.call("admin/subscriptions", "pause", { id: subscription.id })).status).toBe(200);
    const [paused] = await mailsTo(email);
    expect(paused.subject).toBe("Foldwell: Ihr Abonnement Urban 6 rental ist pausiert");
    expect(paused.text).toContain("Hallo Grace,");
    expect(paused.text).toContain("Solange es pausiert ist, wird nichts belastet.");
    expect(paused.text).toContain("Abonnement verwalten: ");
  });

  it("roles: a merchandiser gets 403 on every method, a customer's session and no session 401; nothing changes", async () => {
    const { subscription, customerId } = await subscriber("2030-12-01");
    await api.shop.subscriptionAccounts.cancel(customerId, subscription.id, "other");
    const id = subscription.id;
    const calls: Array<[string, object]> = [
      ["list", {}],
      ["get", { id }],
      ["approveCancellation", { id }],
      ["refuseCancellation", { id }],
      ["pause", { id }],
      ["resume", { id }],
      ["retryCharge", { id }],
    ];
    const { browser: merchandiser } = await signInStaff(api, "merchandiser");
    const { b: customer } = await registeredBrowser(api, "localhost", { country: "GB" });
    for (const [method, body] of calls) {
      expect((await merchandiser.call("admin/subscriptions", method, body)).status, method).toBe(403);
      expect((await customer.call("admin/subscriptions", method, body)).status, method).toBe(401);
      expect((await api.browser("localhost").call("admin/subscriptions", method, body)).status, method).toBe(401);
    }
    expect((await current(id)).status).toBe("cancellationRequested");
    expect(await auditOf(id)).toEqual([]);
  });
});
