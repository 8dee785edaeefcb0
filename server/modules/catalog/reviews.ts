import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { productQuestions, productReviews } from "./schema";
import type { Question, Review } from "./types";

/** Approved reviews and questions of a product, and new submissions (they wait for moderation). */
export class ReviewsAndQuestions {
  constructor(private readonly db: Database) {}

  async reviews(productId: number): Promise<Review[]> {
    const list = await this.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.status, "approved")))
      .orderBy(sql`${productReviews.createdAt} DESC`, sql`${productReviews.id} DESC`)
      .limit(50);
    return list.map((r) => ({ id: r.id, author_name: r.authorName, title: r.title, text: r.text, rating: r.rating, created_at: r.createdAt.toISOString() }));
  }

  async questions(productId: number): Promise<Question[]> {
    const list = await this.db
      .select()
      .from(productQuestions)
      .where(and(eq(productQuestions.productId, productId), eq(productQuestions.status, "approved")))
      .orderBy(sql`${productQuestions.id} DESC`)
      .limit(50);
    return list.map((q) => ({ id: q.id, author_name: q.authorName, question: q.question, answer: q.answer, created_at: q.createdAt.toISOString() }));
  }

  /** A new review waits for moderation; the input is already validated. */
  async addReview(productId: number, input: { authorName: string; email: string; title: string; text: string; rating: number; locale: string }) {
    const [row] = await this.db.insert(productReviews).values({ productId, ...input, status: "pending" }).returning({ id: productReviews.id });
    return row.id;
  }

  async addQuestion(productId: number, input: { authorName: string; email: string; question: string }) {
    const [row] = await this.db.insert(productQuestions).values({ productId, ...input, status: "pending" }).returning({ id: productQuestions.id });
    return row.id;
  }
}
