import express from "express";
import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { listen } from "../../tests/http";
import { publicFiles } from "./public-files";

// Issue 20: the build's public files are served as before, and a page's path never reaches the disk.
let dir: string;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "public-files-"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  mkdirSync(path.join(dir, "images", "products"), { recursive: true });
  writeFileSync(path.join(dir, "images", "products", "bell.svg"), "<svg>bell</svg>");
  writeFileSync(path.join(os.tmpdir(), "public-files-secret.txt"), "secret");
  const app = express();
  app.use(publicFiles(dir, { maxAge: "1h", index: false }));
  // Where React Router's handler would render the page.
  app.use((req, res) => void res.status(200).type("text").send(`page ${req.path}`));
  server = await listen(app);
});

afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(os.tmpdir(), "public-files-secret.txt"), { force: true });
});

describe("the build's public files", () => {
  it("serves a file at the top and one in a folder, with their caching", async () => {
    const favicon = await fetch(`${server.url()}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await favicon.text()).toBe("<svg/>");
    const bell = await fetch(`${server.url()}/images/products/bell.svg`);
    expect(await bell.text()).toBe("<svg>bell</svg>");
    expect((await fetch(`${server.url()}/%66avicon.svg`)).status).toBe(200);
  });

  it("passes a page's path on without asking the disk", async () => {
    const stat = vi.spyOn(fs, "stat");
    const page = await fetch(`${server.url()}/c/bikes?sort=price`);
    expect(await page.text()).toBe("page /c/bikes");
    expect(stat).not.toHaveBeenCalled();
    // A file name under a folder the build has no such entry for is a page too.
    expect(await (await fetch(`${server.url()}/p/1/favicon.svg`)).text()).toBe("page /p/1/favicon.svg");
    expect(stat).not.toHaveBeenCalled();
  });

  it("a missing file in a public folder, a bad escape and a way out of the folder reach the page handler, never a file", async () => {
    expect(await (await fetch(`${server.url()}/images/none.svg`)).text()).toBe("page /images/none.svg");
    expect(await (await fetch(`${server.url()}/%E0%A4%A`)).text()).toBe("page /%E0%A4%A");
    const escape = await fetch(`${server.url()}/images/..%2F..%2Fpublic-files-secret.txt`);
    expect(await escape.text()).toBe("page /images/..%2F..%2Fpublic-files-secret.txt");
  });

  it("only GET and HEAD are answered from the folder", async () => {
    const post = await fetch(`${server.url()}/favicon.svg`, { method: "POST" });
    expect(await post.text()).toBe("page /favicon.svg");
    const head = await fetch(`${server.url()}/favicon.svg`, { method: "HEAD" });
    expect(head.headers.get("content-type")).toContain("image/svg+xml");
  });
});
