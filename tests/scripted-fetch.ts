import { vi } from "vitest";

/** What a scripted fetch answers for a path: a status (200 unless named) and a JSON body. */
export type ScriptedAnswer = { status?: number; body: unknown };

/**
 * A fetch double for component tests of the browser's API calls: each call is reported to `record`
 * with its path and JSON body, and answered from the current script (`answers()`, read on every
 * call, so a test can change it between steps); a path without an answer fails the test.
 */
export function scriptedFetch(answers: () => Record<string, () => ScriptedAnswer>, record: (call: { path: string; body: Record<string, unknown> }) => void) {
  return vi.fn(async (url: string, init?: { body?: string }) => {
    const body = init?.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    record({ path: url, body });
    const made = answers()[url];
    if (!made) throw new Error(`unexpected call ${url}`);
    const { status = 200, body: payload } = made();
    return new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });
  });
}
