import { describe, expect, it } from "vitest";
import { useTestApi } from "../../tests/api";

/**
 * Issue 14, decision 024: Onfido's Web SDK (000 §2/§4 Verification modal, §7) loads its code from
 * sdk.onfido.com and calls Onfido's API hosts, so the CSP allows exactly the hosts of Onfido's CSP
 * guide (and the configured region's API host) when VERIFICATION_PROVIDER=onfido, and none of them
 * in sandbox mode.
 */
const ONFIDO_ENV = {
  VERIFICATION_PROVIDER: "onfido",
  ONFIDO_API_TOKEN: "api_sandbox.test",
  ONFIDO_WORKFLOW_ID: "wf-test",
  ONFIDO_WEBHOOK_SECRET: "whsec-test",
  ONFIDO_REGION: "us",
};

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

/** The policy on an answer of the shop's own (an RPC call; Express's bare 404 carries its own). */
async function cspOf(port: number): Promise<Record<string, string[]>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/verification/getResult`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  return directives(response.headers.get("content-security-policy") ?? "");
}

describe("issue 14: the CSP and Onfido's Web SDK (000 §2/§4 Verification modal; decision 024)", () => {
  const sandbox = useTestApi();
  const onfido = useTestApi({ env: ONFIDO_ENV });

  it("sandbox mode (the default) allows no Onfido host at all", async () => {
    const csp = await cspOf(sandbox.port);
    expect(Object.values(csp).flat().filter((source) => source.includes("onfido"))).toEqual([]);
    expect(csp["script-src"]).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
  });

  it("onfido mode allows the SDK's script, style, image and frame hosts and Onfido's API hosts, nothing wider", async () => {
    const csp = await cspOf(onfido.port);
    expect(csp["script-src"]).toEqual(["'self'", expect.stringMatching(/^'nonce-/), "https://sdk.onfido.com", "https://assets.onfido.com"]);
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'", "https://sdk.onfido.com"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:", "blob:", "https://sdk.onfido.com", "https://assets.onfido.com"]);
    expect(csp["frame-src"]).toEqual(["https://www.youtube-nocookie.com", "https://player.vimeo.com", "https://sdk.onfido.com"]);
    expect(csp["connect-src"]).toEqual(["'self'", "https://api.onfido.com", "https://api.us.onfido.com", "https://api.ca.onfido.com"]);
    // No wildcard and no plain http source sneaks in.
    expect(Object.values(csp).flat().filter((source) => source.includes("*") || source.startsWith("http:"))).toEqual([]);
  });
});
