// The image's HEALTHCHECK (Dockerfile, issue 18): exit 0 when this process answers 200 on /healthz
// (process alive), or on /status (the smallest rendered page) where /healthz is not there (404).
// The Host is the shop's domain, so the default storefront answers.
import http from "node:http";

const port = Number(process.env.PORT || 3000);
const host = process.env.SHOP_DOMAIN || "localhost";

function get(path) {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path, headers: { host }, timeout: 4000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(0));
  });
}

let status = await get("/healthz");
if (status === 404) status = await get("/status");
process.exit(status === 200 ? 0 : 1);
