import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";
import { signInStaff } from "../../../tests/staff";
import { seedCartCatalog, type CartTestCatalog } from "../cart/test-support";
import { registeredBrowser } from "../customer/test-support";
import { staffAuditLog } from "../staff/schema";
import { catalogContext } from "./service";
import { productQuestions, productReviews } from "./schema";

// Issue 17, "Catalogue, reviews and questions": the moderation queue (pending first), approve and
// reject, answers to questions shown on the product page (001 §2 product details tabs), the
// catalogue epoch so the cached product page shows a change at once, every write audit-logged;
// roles: owner and customer service, never a merchandiser (403) or a customer (401). PGlite and PostgreSQL.
describe("reviews and questions moderation (admin/reviews)", () => {
  let catalog: CartTestCatalog;
  const api = useTestApi({
    seed: async (shop) => {
      catalog = await seedCartCatalog(shop);
    },
  });
  const page = () => api.shop.catalog.productPage(catalog.tube, catalogContext(api.shop.storefronts.resolve("uk.localhost")));
  const audit = (entity: string, id: number) =>
    api.shop.db.select().from(staffAuditLog).where(and(eq(staffAuditLog.entity, entity), eq(staffAuditLog.entityId, String(id)))).orderBy(desc(staffAuditLog.id));

  it("a shopper's review waits (pending, not on the page); approving it shows it on the product page at once, audit-logged", async () => {
    expect((await page())!.reviews).toEqual([]);
    // What the product page's review form stores (app/routes/catalog.server.ts).
    const reviewId = await api.shop.catalog.addReview(catalog.tube, { authorName: "Ria", email: "ria@example.com", title: "Folds small", text: "Fits under my desk.", rating: 5, locale: "en-GB" });
    expect((await page())!.reviews).toEqual([]);

    const { browser, actor } = await signInStaff(api, "customer_service");
    const queue = await browser.call("admin/reviews", "queue", { kind: "review" });
    expect(queue.status).toBe(200);
    expect(queue.headers.get("cache-control")).toBe("private, no-store");
    expect(queue.data.items[0]).toMatchObject({ kind: "review", id: reviewId, status: "pending", title: "Folds small", rating: 5, product: { id: catalog.tube, name: "Inner Tube 16 inch" } });
    expect(queue.data.pending.reviews).toBe(1);

    const approved = await browser.call("admin/reviews", "approve", { kind: "review", id: reviewId });
    expect(approved.data).toEqual({ status: "approved", changed: true });
    expect((await page())!.reviews).toEqual([expect.objectContaining({ id: reviewId, author_name: "Ria", title: "Folds small", rating: 5 })]);
    const [entry] = await audit("review", reviewId);
    expect(entry).toMatchObject({ staffId: actor.id, staffEmail: actor.email, action: "review.approve", before: { status: "pending" }, after: { status: "approved" } });

    // A second click (or a colleague at once) changes nothing and logs nothing.
    expect((await browser.call("admin/reviews", "approve", { kind: "review", id: reviewId })).data).toEqual({ status: "approved", changed: false });
    expect(await audit("review", reviewId)).toHaveLength(1);

    // Rejecting takes it off the page again.
    expect((await browser.call("admin/reviews", "reject", { kind: "review", id: reviewId })).data).toEqual({ status: "rejected", changed: true });
    expect((await page())!.reviews).toEqual([]);
    expect((await api.shop.db.select().from(productReviews).where(eq(productReviews.id, reviewId)))[0]).toMatchObject({ status: "rejected", moderatedAt: expect.any(Date) });
  });

  it("answering a question shows it with the answer under it on the product page (answering approves it); a rejected question stays off", async () => {
    const questionId = await api.shop.catalog.addQuestion(catalog.tube, { authorName: "Sam", email: "", question: "Does it fit a 16 inch wheel?" });
    expect((await page())!.questions).toEqual([]);
    const { browser, actor } = await signInStaff(api, "owner");

    const queue = await browser.call("admin/reviews", "queue", { kind: "question", status: "pending" });
    expect(queue.data.items).toEqual([expect.objectContaining({ kind: "question", id: questionId, status: "pending", question: "Does it fit a 16 inch wheel?", answer: null })]);

    const blank = await browser.call("admin/reviews", "answer", { id: questionId, answer: "   " });
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe("Please write an answer.");

    const answered = await browser.call("admin/reviews", "answer", { id: questionId, answer: " Yes, every 16 inch wheel. " });
    expect(answered.data).toEqual({ answer: "Yes, every 16 inch wheel.", status: "approved", changed: true });
    expect((await page())!.questions).toEqual([expect.objectContaining({ id: questionId, question: "Does it fit a 16 inch wheel?", answer: "Yes, every 16 inch wheel." })]);
    const [entry] = await audit("question", questionId);
    expect(entry).toMatchObject({ staffId: actor.id, action: "question.answer", before: { status: "pending", answer: null }, after: { status: "approved", answer: "Yes, every 16 inch wheel." } });

    const other = await api.shop.catalog.addQuestion(catalog.tube, { authorName: "Kim", email: "", question: "Is it red?" });
    await browser.call("admin/reviews", "reject", { kind: "question", id: other });
    expect((await browser.call("admin/reviews", "answer", { id: other, answer: "No." })).data).toMatchObject({ status: "rejected" });
    expect((await page())!.questions.map((q) => q.id)).toEqual([questionId]);
    expect((await api.shop.db.select().from(productQuestions).where(eq(productQuestions.id, other)))[0]).toMatchObject({ answer: "No.", answeredAt: expect.any(Date) });
  });

  it("the queue lists pending ones first, then the newest, 20 a page", async () => {
    const { browser } = await signInStaff(api, "owner");
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) ids.push(await api.shop.catalog.addReview(catalog.bike, { authorName: `R${i}`, email: "", title: `Review ${i}`, text: "Good bike.", rating: 4, locale: "en-GB" }));
    await browser.call("admin/reviews", "approve", { kind: "review", id: ids[20] });
    const first = await browser.call("admin/reviews", "queue", { kind: "review" });
    expect(first.data.pagination).toMatchObject({ page: 1, pageSize: 20 });
    expect(first.data.items).toHaveLength(20);
    expect(first.data.items.every((item: { status: string }) => item.status === "pending")).toBe(true);
    expect(first.data.items[0].id).toBe(ids[19]);
    const last = await browser.call("admin/reviews", "queue", { kind: "review", page: first.data.pagination.totalPages });
    expect(last.data.items.at(-1).status).not.toBe("pending");
    const approvedOnly = await browser.call("admin/reviews", "queue", { kind: "review", status: "approved" });
    expect(approvedOnly.data.items.map((i: { id: number }) => i.id)).toContain(ids[20]);
    expect(approvedOnly.data.items.every((item: { status: string }) => item.status === "approved")).toBe(true);
  });

  it("an unknown review answers 404 with the back office's text", async () => {
    const { browser } = await signInStaff(api, "owner");
    const answer = await browser.call("admin/reviews", "approve", { kind: "review", id: 999_999 });
    expect(answer.status).toBe(404);
    expect(answer.error?.message).toBe("This review or question no longer exists.");
  });

  it("roles: a merchandiser gets 403 on every method, a customer's session and no session 401; nothing changes", async () => {
    const reviewId = await api.shop.catalog.addReview(catalog.tube, { authorName: "Eve", email: "", title: "Spam", text: "Spam spam", rating: 1, locale: "en-GB" });
    const calls: Array<[string, object]> = [
      ["queue", { kind: "review" }],
      ["approve", { kind: "review", id: reviewId }],
      ["reject", { kind: "review", id: reviewId }],
      ["answer", { id: reviewId, answer: "x" }],
    ];
    const { browser: merchandiser } = await signInStaff(api, "merchandiser");
    const { b: customer } = await registeredBrowser(api, "localhost", { country: "GB" });
    for (const [method, body] of calls) {
      expect((await merchandiser.call("admin/reviews", method, body)).status, method).toBe(403);
      expect((await customer.call("admin/reviews", method, body)).status, method).toBe(401);
      expect((await api.browser("localhost").call("admin/reviews", method, body)).status, method).toBe(401);
    }
    expect((await api.shop.db.select().from(productReviews).where(eq(productReviews.id, reviewId)))[0].status).toBe("pending");
  });
});
