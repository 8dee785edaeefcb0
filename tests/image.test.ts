import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stagesOf } from "./dockerfile";

// Issue 18 (For operators): `docker build` cannot run on this kind of machine (a Docker client, no
// engine), so tests/deploy-files.test.ts lints the Dockerfile. This test goes further: it carries
// out the Dockerfile's stages with the host's Node and npm and starts what the runtime stage holds,
// as the image would: production dependencies only, the application files read-only to an
// unprivileged user, only DATA_DIR writable. It catches what a lint cannot: a runtime import of a
// devDependency, a folder the server needs that the runtime stage does not copy, a write outside
// DATA_DIR. The base image and the `node` user are the host's, not node:24-bookworm-slim's.
const root = path.resolve(import.meta.dirname, "..");
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
const stages = stagesOf(dockerfile);
const stage = (name: string) => stages.find((s) => s.name === name)!;
const runsOf = (name: string) => stage(name).instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);
const argDefault = (name: string) => new RegExp(`^ARG ${name}=(\\S+)`, "m").exec(dockerfile)?.[1] ?? "";

const work = mkdtempSync(path.join(os.tmpdir(), "foldwell-image-"));
const context = path.join(work, "context");
const app = path.join(work, "app");
const data = path.join(work, "data");
afterAll(() => {
  // The app folder is made read-only below; make it writable again so it can be removed.
  if (existsSync(app)) execFileSync("chmod", ["-R", "u+w", app]);
  rmSync(work, { recursive: true, force: true });
});

/** The build context: the checkout's tracked files, less what .dockerignore leaves out. */
function buildContext() {
  const ignored = readFileSync(path.join(root, ".dockerignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}(/|$)`));
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    if (ignored.some((pattern) => pattern.test(file)) || !existsSync(path.join(root, file))) continue;
    mkdirSync(path.dirname(path.join(context, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(context, file));
  }
}

/** A GET with the Host a storefront is chosen by (fetch does not let a caller set Host). */
function get(port: number, pathname: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get({ host: "127.0.0.1", port, path: pathname, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

const shell = (command: string, cwd: string, env: Record<string, string> = {}) =>
  execFileSync("sh", ["-c", command], { cwd, env: { ...process.env, ...env }, stdio: "pipe", encoding: "utf8" });

describe("the image's stages, carried out without a Docker engine (issue 18)", () => {
  let announced = "";

  it("builds, installs production dependencies only, and starts read-only as an unprivileged user: healthy, serving the storefront", async () => {
    buildContext();
    // Stage deps: `npm ci` of the same package-lock.json is the checkout's node_modules.
    symlinkSync(path.join(root, "node_modules"), path.join(context, "node_modules"));
    // Stage build: its RUN lines as written, with its ARG's default brand.
    for (const run of runsOf("build")) shell(run, context, { BRAND_NAME: argDefault("BRAND_NAME") });
    expect(readFileSync(path.join(context, "build/brand.txt"), "utf8")).toBe("Foldwell");

    // Stage prod-deps: its `npm ci --omit=dev` (from npm's cache when it has the packages). Its
    // `npm cache clean` empties the image's cache, not to be run on this machine's.
    mkdirSync(app, { recursive: true });
    for (const file of ["package.json", "package-lock.json"]) cpSync(path.join(context, file), path.join(app, file));
    const install = runsOf("prod-deps").flatMap((run) => run.split("&&").map((part) => part.trim())).find((part) => /^npm ci\b/.test(part));
    expect(install).toMatch(/--omit=dev/);
    shell(`${install} --prefer-offline`, app);

    // Stage runtime: every COPY --from=build, then its RUN's `touch` (the build is newer than the
    // sources, so start.mjs never rebuilds) and a DATA_DIR of its own.
    for (const copy of stage("runtime").instructions.filter((i) => i.keyword === "COPY" && i.args.startsWith("--from=build "))) {
      const [, ...paths] = copy.args.split(/\s+/);
      const target = paths.pop()!;
      for (const source of paths) {
        const relative = path.relative("/app", source);
        cpSync(path.join(context, relative), target === "./" ? path.join(app, relative) : path.join(app, target), { recursive: true });
      }
    }
    const runtimeRun = runsOf("runtime").join(" && ");
    const touched = /touch ((?:[\w./-]+ ?)+)/.exec(runtimeRun)?.[1].trim().split(/\s+/) ?? [];
    expect(touched).toEqual(["build/server/index.js", "build/brand.txt"]);
    shell(`touch ${touched.join(" ")}`, app);

    // Production dependencies only: no test runner, browser driver, linter or bundler in the image.
    for (const devOnly of ["vitest", "@playwright/test", "eslint", "vite"]) expect(existsSync(path.join(app, "node_modules", devOnly)), devOnly).toBe(false);

    // Read-only to the shop, as the image's root-owned files are to the `node` user; only DATA_DIR
    // is writable. As root (CI) the shop runs as `nobody`, for whom permissions hold.
    mkdirSync(data);
    execFileSync("chmod", ["-R", "a-w,a+rX", app]);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      chownSync(data, 65534, 65534);
      chmodSync(work, 0o755); // mkdtemp's folder is its owner's only
    }
    const imageEnv = Object.fromEntries(
      stage("runtime")
        .instructions.filter((i) => i.keyword === "ENV")
        .flatMap((i) => i.args.split(/\s+/).map((pair) => pair.split("=")))
        .map(([name, value]) => [name, value === "${BRAND_NAME}" ? argDefault("BRAND_NAME") : value]),
    );
    expect(imageEnv.NODE_ENV).toBe("production");
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const env = { PATH: process.env.PATH ?? "", HOME: data, ...imageEnv, PORT: String(port), DATA_DIR: data, SHOP_DOMAIN: "shop.test" };
    const cmd = JSON.parse(stage("runtime").instructions.find((i) => i.keyword === "CMD")!.args) as string[];
    expect(cmd).toEqual(["node", "scripts/start.mjs"]);
    const user = asRoot ? { uid: 65534, gid: 65534 } : {};
    const shop = spawn(process.execPath, cmd.slice(1), { cwd: app, env, ...user, stdio: ["ignore", "pipe", "pipe"] });
    shop.stdout.on("data", (chunk: Buffer) => (announced += chunk.toString()));
    shop.stderr.on("data", (chunk: Buffer) => (announced += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => shop.once("exit", (code) => resolve(code)));
    try {
      const deadline = Date.now() + 120_000;
      while (!/ is running /.test(announced)) {
        if (shop.exitCode !== null || Date.now() > deadline) throw new Error(`the image's shop did not start:\n${announced}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // A production start seeds the shop but never the demo accounts (issue 12).
      expect(announced).toContain("shop seeded, no demo accounts");
      // The image's HEALTHCHECK command, as Docker runs it.
      const health = JSON.parse(/HEALTHCHECK .*CMD (\[.*\])/.exec(dockerfile)![1]) as string[];
      expect(health[0]).toBe("node");
      execFileSync(process.execPath, health.slice(1), { cwd: app, env, ...user });
      const page = await get(port, "/", "uk.shop.test");
      expect(page.status).toBe(200);
      expect(page.body).toContain("<title>Folding bikes for city life | Foldwell United Kingdom</title>");
      expect((await get(port, "/readyz", "shop.test")).status).toBe(200);
      shop.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      if (shop.exitCode === null) shop.kill("SIGKILL");
    }
  }, 240_000);
});
