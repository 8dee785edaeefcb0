import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startShopProcess, type ShopProcess } from "../tests/cross-process/processes";

// Issue 18 (Many processes): on SIGTERM a shop process stops accepting, finishes the requests in
// flight and its job loops, closes the pool and exits 0 within SHUTDOWN_TIMEOUT_MS. A real child
// process (tsx) on the embedded database.
let shop: ShopProcess | undefined;
afterEach(() => {
  if (shop && shop.child.exitCode === null) shop.child.kill("SIGKILL");
  shop = undefined;
});

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("graceful shutdown (issue 18)", () => {
  it("SIGTERM: the request in flight is answered, new connections are refused, jobs stop, the process exits 0", async () => {
    shop = await startShopProcess({ DATA_DIR: "memory://", XPROC_SLOW_MS: "1500", SHUTDOWN_TIMEOUT_MS: "10000" });
    expect((await get(`${shop.base}/api/openapi.json`)).status).toBe(200);
    const inFlight = get(`${shop.base}/__slow`);
    await waitFor(() => shop!.output().includes("slow request received"));
    shop.child.kill("SIGTERM");
    await waitFor(() => shop!.output().includes("SIGTERM"));
    await expect(get(`${shop.base}/api/openapi.json`)).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight.catch((error: Error) => `${error.message}\n${shop!.output()}`)).toEqual({ status: 200, body: "slow request finished" });
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain("stopped");
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
