import { describe, expect, it } from "vitest";
import { useTestApi } from "../../../tests/api";

// Issue 19 (attacker's test): a script guessing coupon codes from one IP is stopped by the
// couponAttempt budget (30 an hour; RATE_LIMIT_FACTOR 0.1 makes it 3 here): the next attempt is
// 429, whatever the code, and another IP is not affected.
const api = useTestApi({ env: { RATE_LIMIT_FACTOR: "0.1" } });

describe("coupon code guessing (issue 19)", () => {
  it("the fourth guess from one IP in an hour answers 429; another IP still gets an answer", async () => {
    const guesser = api.browser("uk.localhost", "203.0.113.7");
    const statuses = [];
    for (const code of ["AAAA1", "AAAA2", "AAAA3", "AAAA4"]) statuses.push((await guesser.call("commerce", "applyCoupon", { code })).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const other = api.browser("uk.localhost", "203.0.113.8");
    expect((await other.call("commerce", "applyCoupon", { code: "AAAA5" })).status).toBe(404);
  });
});
