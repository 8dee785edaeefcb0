import { describe, expect, it } from "vitest";
import { startTestApi } from "../../../tests/api";
import { startMailCatcher } from "../../../tests/mail-catcher";
import { startedForTests } from "../../../tests/suite";

// Password reset by email end to end through a real SMTP server (issue 4 "Done when"; 000 §8,
// 001 §7 resetPasswordRequest/resetPassword, §8): with SMTP_URL the shop sends through that server.

/** The body of a MIME message as text: quoted-printable soft breaks and escapes undone. */
function decodedBody(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const smtp = startedForTests(startMailCatcher);
const api = startedForTests(() => startTestApi({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } }));

describe("password reset through SMTP", () => {
  it("mails a single-use link to /updatepassword on the storefront's host, which sets the new password once", async () => {
    expect(api.shop.mailer.transport.kind).toBe("smtp");
    const email = `smtp.${Date.now()}@example.com`;
    const registration = await api.browser("uk.localhost").call("customer", "register", {
      email,
      first_name: "Mae",
      last_name: "Mailer",
      password: "Foldwell#2026",
      terms: true,
    });
    expect(registration.status).toBe(200);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
    expect(smtp.received[0].raw).toMatch(/^Subject: Welcome to Foldwell$/m);

    const request = await api.browser("uk.localhost").call("customer", "resetPasswordRequest", { email });
    expect(request.data.message).toBe("If you have an account with us you will shortly receive a link to reset your password.");
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(2);

    const mail = smtp.received.filter((m) => m.to.includes(email))[1];
    expect(mail.from).toBe("no-reply@localhost.localdomain");
    expect(mail.raw).toMatch(/^Subject: Reset your Foldwell password$/m);
    expect(mail.raw).toMatch(new RegExp(`^To: ${email.replace(/\./g, "\\.")}$`, "m"));
    const body = decodedBody(mail.raw);
    expect(body).toContain("Hello Mae,");
    expect(body).toContain("The link works once and expires in 60 minutes.");
    const link = body.match(/http:\/\/uk\.localhost:\d+\/updatepassword\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get("token")!;

    const visitor = api.browser("uk.localhost");
    expect((await visitor.call("customer", "validateToken", { token })).data).toEqual({ is_valid: true });
    const reset = await visitor.call("customer", "resetPassword", { token, password: "Brand#New2027", confirm_password: "Brand#New2027" });
    expect(reset.status).toBe(200);
    expect((await visitor.call("customer", "login", { email, password: "Brand#New2027" })).status).toBe(200);
    expect((await api.browser("uk.localhost").call("customer", "login", { email, password: "Foldwell#2026" })).status).toBe(401);

    // The link works once.
    const again = await api.browser("uk.localhost").call("customer", "resetPassword", { token, password: "Other#Pass2028", confirm_password: "Other#Pass2028" });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe("Sorry, your password reset link has expired. Please request a new password reset below.");
    expect((await visitor.call("customer", "validateToken", { token })).data).toEqual({ is_valid: false });
  });

  it("sends nothing for an unknown email, with the same answer", async () => {
    const before = smtp.received.length;
    const answer = await api.browser("uk.localhost").call("customer", "resetPasswordRequest", { email: "nobody-here@example.com" });
    expect(answer.data.message).toBe("If you have an account with us you will shortly receive a link to reset your password.");
    await api.shop.mailer.idle();
    expect(smtp.received.length).toBe(before);
  });
});
