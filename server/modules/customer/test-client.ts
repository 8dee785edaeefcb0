import { parseSetCookie, type SetCookie } from "cookie";
import { fetchAs } from "../../../tests/http";

let nextIp = 1;

/**
 * A browser stand-in for API tests: keeps the cookies the shop sets (per host, as a browser would)
 * and comes from an IP of its own (X-Forwarded-For from loopback is trusted), so throttling in one
 * test never touches another.
 */
export class TestBrowser {
  readonly cookies = new Map<string, SetCookie>();
  lastSetCookies: SetCookie[] = [];
  readonly ip: string;

  constructor(
    private readonly port: number,
    readonly host = "localhost",
    ip?: string,
  ) {
    this.ip = ip ?? `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  }

  cookieHeader(): string {
    return [...this.cookies.values()].map((c) => `${c.name}=${c.value}`).join("; ");
  }

  async call<T = any>(service: string, method: string, body: unknown = {}, extraHeaders: Record<string, string> = {}) {
    const response = await fetchAs(this.port, this.host, `/api/${service}/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: this.cookieHeader(), "x-forwarded-for": this.ip, ...extraHeaders },
      body: JSON.stringify(body),
    });
    this.keepCookies(response);
    const json = (await response.json()) as { data?: T; error?: { message: string; issues?: Array<{ path: string; message: string }>; data?: any } };
    return { status: response.status, headers: response.headers, data: json.data as T, error: json.error };
  }

  async get(path: string) {
    const response = await fetchAs(this.port, this.host, path, { headers: { cookie: this.cookieHeader() } });
    this.keepCookies(response);
    return response;
  }

  keepCookies(response: Response) {
    this.lastSetCookies = response.headers.getSetCookie().map((header) => parseSetCookie(header));
    for (const cookie of this.lastSetCookies) {
      if (cookie.maxAge === 0 || cookie.value === "") this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie);
    }
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, { name, value });
  }
}
