import type { MailMessage } from "../../integrations/mail/types";

type Translate = (key: string, params?: Record<string, unknown>) => string;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A short branded HTML body: a greeting, paragraphs and one button. */
function layout(brandName: string, paragraphs: string[], button?: { label: string; href: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join("");
  const cta = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#0f3d3e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(button.label)}</a></p>`
    : "";
  return `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#1b1b1b;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(brandName)}</h1>${body}${cta}</body></html>`;
}

export function welcomeMail(t: Translate, to: { email: string; firstName: string }, brandName: string, accountUrl: string): MailMessage {
  const greeting = t("account:mail.greeting", { name: to.firstName });
  const lines = [t("account:mail.welcome.body", { brand: brandName }), t("account:mail.welcome.account")];
  const button = t("account:mail.welcome.button");
  return {
    to: to.email,
    subject: t("account:mail.welcome.subject", { brand: brandName }),
    text: [greeting, "", ...lines, "", `${button}: ${accountUrl}`].join("\n"),
    html: layout(brandName, [greeting, ...lines], { label: button, href: accountUrl }),
  };
}

export function passwordResetMail(
  t: Translate,
  to: { email: string; firstName: string },
  brandName: string,
  link: string,
  validMinutes: number,
): MailMessage {
  const greeting = t("account:mail.greeting", { name: to.firstName });
  const lines = [t("account:mail.reset.body", { brand: brandName }), t("account:mail.reset.expiry", { count: validMinutes }), t("account:mail.reset.ignore")];
  const button = t("account:mail.reset.button");
  return {
    to: to.email,
    subject: t("account:mail.reset.subject", { brand: brandName }),
    // The link stands alone on its line so mail clients never wrap it.
    text: [greeting, "", lines[0], "", link, "", lines[1], lines[2]].join("\n"),
    html: layout(brandName, [greeting, ...lines], { label: button, href: link }),
  };
}

/**
 * Tells the old address that the account's email was changed (issue 12), so an intruder who takes
 * over a session and moves the account cannot do so unseen.
 */
export function emailChangedMail(t: Translate, to: { email: string; firstName: string }, brandName: string, newEmail: string): MailMessage {
  const greeting = t("account:mail.greeting", { name: to.firstName });
  const lines = [t("account:mail.emailChanged.body", { brand: brandName, email: newEmail }), t("account:mail.emailChanged.notYou")];
  return {
    to: to.email,
    subject: t("account:mail.emailChanged.subject", { brand: brandName }),
    text: [greeting, "", ...lines].join("\n"),
    html: layout(brandName, [greeting, ...lines]),
  };
}
