import { describe, expect, it } from "vitest";
import { accountPath, brandSlug } from "./brand";

describe("brand", () => {
  it("slugs the brand name", () => {
    expect(brandSlug("Foldwell")).toBe("foldwell");
    expect(brandSlug("  Fold & Well! ")).toBe("fold-well");
  });

  it("builds the account area's path and its pages' paths", () => {
    expect(accountPath("Foldwell")).toBe("/my-foldwell");
    expect(accountPath("Fold Well", "profile")).toBe("/my-fold-well/profile");
    expect(accountPath("Foldwell", "order-details?orderId=7")).toBe("/my-foldwell/order-details?orderId=7");
  });
});
