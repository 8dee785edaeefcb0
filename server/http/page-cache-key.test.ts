import { describe, expect, it } from "vitest";
import { pageCacheUrl } from "./page-cache-key";

// Issue 12: parameters a page does not read make no new cache entry; the ones it reads are kept,
// for the page itself and for the data request of a client navigation to it (React Router's
// `<path>.data?_routes=…`, `/_.data` for the home page).
describe("page-cache URL (issue 12)", () => {
  it("keeps what a page reads and drops tracking and unknown parameters", () => {
    expect(pageCacheUrl("/blog?page=2&utm_source=x&junk=1")).toBe("/blog?page=2");
    expect(pageCacheUrl("/p/1/bike?variant=3&fbclid=a")).toBe("/p/1/bike?variant=3");
    expect(pageCacheUrl("/?junk=1")).toBe("/");
  });

  it("keeps the same parameters on a client navigation's data request", () => {
    expect(pageCacheUrl("/blog.data?page=2&_routes=routes%2Fblog")).toBe("/blog.data?_routes=routes%2Fblog&page=2");
    expect(pageCacheUrl("/p/1/bike.data?variant=3&_routes=routes%2Fproduct")).toBe("/p/1/bike.data?_routes=routes%2Fproduct&variant=3");
    expect(pageCacheUrl("/search.data?q=bell&sort=price_asc&gclid=z")).toBe("/search.data?q=bell&sort=price_asc");
    expect(pageCacheUrl("/c/bikes.data?colour=Red&page=2")).toBe("/c/bikes.data?colour=Red&page=2");
    expect(pageCacheUrl("/_.data?_routes=root%2Croutes%2Fhome&junk=1")).toBe("/_.data?_routes=root%2Croutes%2Fhome");
  });

  it("leaves the parameters of pages that are never cached", () => {
    expect(pageCacheUrl("/updatepassword.data?token=abc")).toBe("/updatepassword.data?token=abc");
    expect(pageCacheUrl("/order-confirmation?orderId=7&utm_medium=mail")).toBe("/order-confirmation?orderId=7");
    // Issue 17: the back office's filters and pages reach its loaders (its pages are never stored).
    expect(pageCacheUrl("/admin/audit?page=2&utm_source=x")).toBe("/admin/audit?page=2");
    expect(pageCacheUrl("/admin/orders.data?status=Shipped&q=ada")).toBe("/admin/orders.data?status=Shipped&q=ada");
    expect(pageCacheUrl("/administration?page=2")).not.toBe("/administration?page=2");
  });

  it("leaves the query of a path the trailing-slash guard redirects, so the redirect keeps it (001 §2 guard 3)", () => {
    expect(pageCacheUrl("/Blog/?page=2")).toBe("/Blog/?page=2");
    expect(pageCacheUrl("/blog/?page=2&utm_source=x")).toBe("/blog/?page=2");
  });

  it("leaves React Router's route-discovery request as it is", () => {
    const manifest = "/__manifest?paths=%2Fc%2Fbikes%2C%2Fblog&version=8f2a1c";
    expect(pageCacheUrl(manifest)).toBe(manifest);
  });
});
