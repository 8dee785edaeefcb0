import http from "node:http";
import net from "node:net";
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

describe("readiness while draining (issue 18, For operators)", () => {
  it("once SIGTERM arrives, /readyz answers 503 'shutdown: draining' to a request on an open connection, while the request in flight finishes", async () => {
    shop = await startShopProcess({ DATA_DIR: "memory://", XPROC_SLOW_MS: "1500", SHUTDOWN_TIMEOUT_MS: "10000" });
    expect((await get(`${shop.base}/readyz`)).status).toBe(200);
    // A load balancer's connection: a slow request, then its readiness probe on the same socket
    // once the shutdown began (new connections are refused by then; this one is still busy).
    const port = Number(new URL(shop.base).port);
    const socket = net.connect(port, "127.0.0.1");
    let raw = "";
    socket.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.write("GET /__slow HTTP/1.1\r\nHost: uk.localhost\r\n\r\n");
    await waitFor(() => shop!.output().includes("slow request received"));
    shop.child.kill("SIGTERM");
    await waitFor(() => shop!.output().includes("SIGTERM"));
    socket.write("GET /readyz HTTP/1.1\r\nHost: uk.localhost\r\n\r\n");
    await closed;
    const answers = raw.split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toContain("slow request finished");
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    const body = JSON.parse(answers[1].slice(answers[1].indexOf("\r\n\r\n") + 4)) as { status: string; failed: string[]; checks: Record<string, string> };
    expect(body).toMatchObject({ status: "unavailable", failed: ["shutdown"], checks: { shutdown: "draining" } });
    expect(await shop.exited).toBe(0);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("a start on a port already taken (issue 18)", () => {
  it("is refused with a message that names the port, before the shop migrates or seeds; a free port passes", async () => {
    const { assertPortFree } = await import("./serve");
    const taken = net.createServer().listen(0);
    await new Promise((resolve) => taken.once("listening", resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      await expect(assertPortFree(port)).rejects.toThrow(`port ${port} is already in use: is another shop running?`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });
});
