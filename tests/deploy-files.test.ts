import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "../server/modules/content/preview";
import { stagesOf, type Instruction } from "./dockerfile";

// Issue 18 (For operators): the Dockerfile, compose.yaml and the proxy's configuration, checked for
// their rules where no Docker daemon can build them (this machine, CI): multi-stage, production
// dependencies only, not root, a health check; two shop processes on PostgreSQL behind a proxy
// that caches by s-maxage and never stores personal answers.

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("Dockerfile (issue 18)", () => {
  const stages = stagesOf(read("Dockerfile"));
  const runtime = stages.at(-1)!;
  const byName = (name: string) => stages.find((s) => s.name === name)!;
  const runs = (stage: { instructions: Instruction[] }) => stage.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);

  it("is multi-stage on Node 24 (Debian bookworm slim): a build stage with npm ci and npm run build", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from, stage.name).toMatch(/^(node:24-(bookworm-)?slim|deps|build|prod-deps)$/);
    const build = stages.find((s) => runs(s).some((r) => /\bnpm run build\b/.test(r)))!;
    expect(build).toBeDefined();
    const buildChain = [build, ...stages.filter((s) => s.name === build.from)];
    expect(buildChain.some((s) => runs(s).some((r) => /\bnpm ci\b/.test(r) && !r.includes("--omit=dev")))).toBe(true);
    expect(runtime.name).not.toBe(build.name);
  });

  it("runs with production dependencies only: node_modules come from a stage that installed with --omit=dev", () => {
    const copies = runtime.instructions.filter((i) => i.keyword === "COPY");
    const modules = copies.filter((c) => /node_modules/.test(c.args));
    expect(modules.length).toBe(1);
    const source = /--from=(\S+)/.exec(modules[0].args)![1];
    expect(runs(byName(source)).some((r) => /\bnpm ci\b.*--omit=dev/.test(r))).toBe(true);
    // Nothing else brings the build stage's dependencies along, and the runtime installs nothing.
    for (const copy of copies) expect(copy.args).not.toMatch(/--from=\S+\s+\/app\s+\S+$|--from=\S+\s+\.\s/);
    for (const run of runs(runtime)) expect(run).not.toMatch(/\bnpm (ci|install|i)\b/);
    expect(read(".dockerignore").split("\n")).toEqual(expect.arrayContaining(["node_modules", "build", "data", ".git", ".env"]));
  });

  it("runs as a user that is not root, in production mode, with a HEALTHCHECK and node as the command", () => {
    const users = runtime.instructions.filter((i) => i.keyword === "USER").map((i) => i.args);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    const env = runtime.instructions.filter((i) => i.keyword === "ENV").map((i) => i.args).join(" ");
    expect(env).toMatch(/\bNODE_ENV=production\b/);
    expect(runtime.instructions.find((i) => i.keyword === "HEALTHCHECK")?.args).toMatch(/CMD \["node", "scripts\/healthcheck\.mjs"\]/);
    expect(runtime.instructions.find((i) => i.keyword === "CMD")?.args).toBe('["node", "scripts/start.mjs"]');
  });
});

describe("scripts/healthcheck.mjs (the image's HEALTHCHECK)", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function healthcheckAgainst(answers: Record<string, number>): Promise<{ code: number; hosts: string[] }> {
    const hosts: string[] = [];
    server = http.createServer((req, res) => {
      hosts.push(`${req.headers.host} ${req.url}`);
      res.writeHead(answers[req.url ?? ""] ?? 404).end();
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const run = promisify(execFile)(process.execPath, [path.join(root, "scripts/healthcheck.mjs")], { env: { PORT: String(port), SHOP_DOMAIN: "shop.example" } });
    const code = await run.then(() => 0, (error: { code: number }) => error.code);
    return { code, hosts };
  }

  it("is healthy on /healthz's 200, asked with the shop's domain as Host", async () => {
    expect(await healthcheckAgainst({ "/healthz": 200 })).toEqual({ code: 0, hosts: ["shop.example /healthz"] });
  });

  it("falls back to /status where /healthz is not there, and is unhealthy on an error", async () => {
    expect(await healthcheckAgainst({ "/status": 200 })).toEqual({ code: 0, hosts: ["shop.example /healthz", "shop.example /status"] });
    expect((await healthcheckAgainst({ "/healthz": 503, "/status": 200 })).code).toBe(1);
  });
});

describe("compose.yaml and deploy/nginx.conf (issue 18)", () => {
  const compose = read("compose.yaml");
  const nginx = read("deploy/nginx.conf").replace(/#.*$/gm, "");

  it("runs PostgreSQL on a volume, two shop processes on it with the domain and secrets from the environment, and the proxy", () => {
    for (const service of ["postgres", "shop-1", "shop-2", "proxy"]) expect(compose).toMatch(new RegExp(`^  ${service}:$`, "m"));
    expect(compose).toMatch(/postgres-data:\/var\/lib\/postgresql\/data/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/shop:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/shop/);
    expect(compose).toMatch(/SHOP_DOMAIN: \$\{SHOP_DOMAIN:\?/);
    expect(compose).toMatch(/NODE_ENV: production/);
    expect(compose).toMatch(/TRUST_PROXY: uniquelocal/);
    // Secrets are never written in the file: each comes from the operator's environment.
    for (const secret of ["POSTGRES_PASSWORD", "ADYEN_API_KEY", "ADYEN_HMAC_KEY", "ONFIDO_API_TOKEN", "ONFIDO_WEBHOOK_SECRET", "SMTP_URL"]) {
      for (const line of compose.split("\n").filter((l) => new RegExp(`^\\s+${secret}:`).test(l))) expect(line).toMatch(/\$\{/);
    }
    // Both processes share DATA_DIR (product pictures, verification photos).
    expect(compose).toMatch(/shop-data:\/app\/data/);
    expect(compose).toMatch(/\.\/deploy\/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro/);
  });

  it("the proxy balances over both processes and caches by the shop's Cache-Control only: no forced lifetimes, no ignored Set-Cookie", () => {
    expect(nginx).toMatch(/upstream shop \{[^}]*server shop-1:3000[^}]*server shop-2:3000/);
    expect(nginx).toMatch(/proxy_cache shop_pages;/);
    // One entry per coding the shop answers (issue 20): the key holds the normalised coding, the shop
    // is asked with exactly that coding, so Vary is the only header nginx may ignore.
    expect(nginx).toMatch(/proxy_cache_key "\$scheme\$host\$request_uri\$shop_coding";/);
    expect(nginx).toMatch(/proxy_set_header Accept-Encoding \$shop_coding;/);
    expect(nginx.match(/proxy_ignore_headers[^;]*;/g)).toEqual(["proxy_ignore_headers Vary;"]);
    expect(nginx).not.toMatch(/proxy_cache_valid|proxy_hide_header\s+Set-Cookie/i);
    expect(nginx).not.toMatch(/proxy_cache_methods[^;]*POST/);
    expect(nginx).toContain(`(__Host-)?${PREVIEW_COOKIE}=`); // the shop's own preview cookie (000 §6)
    expect(nginx).toMatch(/proxy_no_cache \$shop_preview;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    expect(nginx).toMatch(/proxy_set_header Host \$host;/);
    expect(nginx).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
  });
});
