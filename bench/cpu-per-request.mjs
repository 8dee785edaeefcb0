// CPU per request of one build (docs/decisions/021). Usage: node bench/cpu-per-request.mjs <repoDir> <buildDir> <dataDir> <pageCache on|off> <N> <url...>
// Starts the built shop, warms up, sends N sequential keep-alive requests per URL and prints
// the server process's CPU microseconds per request (utime+stime from /proc).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
const [repo, buildDir, dataDir, pageCache, nStr, ...urls] = process.argv.slice(2);
const N = Number(nStr);
const port = await new Promise((r) => { const s = net.createServer().listen(0, () => { const p = s.address().port; s.close(() => r(p)); }); });
const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: repo, env: { ...process.env, NODE_ENV: "production", ALLOW_INSECURE_LOCALHOST: "1", BUILD_DIR: buildDir, DATA_DIR: dataDir, LOG_LEVEL: "info", PAGE_CACHE: pageCache, PORT: String(port), ...(process.env.PROF_OPTS ? { NODE_OPTIONS: process.env.PROF_OPTS } : {}) }, stdio: ["ignore", "ignore", "inherit"] });
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (path) => new Promise((resolve, reject) => { const req = http.get({ host: "127.0.0.1", port, path, agent, headers: { host: `uk.localhost:${port}`, "accept-encoding": "gzip, br" } }, (res) => { res.resume(); res.on("end", () => resolve(res.statusCode)); }); req.on("error", reject); });
for (let i = 0; ; i++) { try { if ((await get("/robots.txt")) === 200) break; } catch {} await new Promise((r) => setTimeout(r, 500)); if (i > 600) throw new Error("no start"); }
const ticks = () => { const f = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" "); return Number(f[11]) + Number(f[12]); };
const page = (path) => new Promise((resolve, reject) => { http.get({ host: "127.0.0.1", port, path, headers: { host: `uk.localhost:${port}` } }, (res) => { let b = ""; res.on("data", (c) => (b += c)); res.on("end", () => resolve(b)); }).on("error", reject); });
const product = /href="(\/p\/\d+\/[a-z0-9-]+)"/.exec(await page("/c/bikes"))?.[1];
const out = {};
for (const url0 of urls) {
  const url = url0 === "PRODUCT" ? product : url0;
  for (let i = 0; i < Math.min(200, N); i++) { const s = await get(url); if (s !== 200) throw new Error(`${url} ${s}`); }
  const t0 = ticks(); const w0 = performance.now();
  for (let i = 0; i < N; i++) await get(url);
  const t1 = ticks(); const w1 = performance.now();
  out[url] = { cpuUsPerReq: Math.round(((t1 - t0) * 10000) / N), wallUsPerReq: Math.round(((w1 - w0) * 1000) / N) };
}
console.log(JSON.stringify({ repo, pageCache, N, out }));
child.kill("SIGTERM");
await new Promise((r) => child.on("exit", r));
process.exit(0);
