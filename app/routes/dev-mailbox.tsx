import { Fragment } from "react";
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { shopContext } from "../context";
import { notFound, PRIVATE_NO_STORE } from "../lib/responses";
import { loadDevMailbox } from "./dev-mailbox.server";

/**
 * /dev/mailbox: the mail the shop would have sent, kept in the database when no SMTP_URL is set
 * (DESIGN.md, mail). A developer's tool, so it is in English only and answers 404 where it is off:
 * in production, and to any client not on this machine (dev-mailbox.server.ts).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const mail = await loadDevMailbox(context.get(shopContext));
  if (!mail) notFound();
  return data({ mail }, { headers: PRIVATE_NO_STORE });
}

export const headers = () => PRIVATE_NO_STORE;

export const meta: MetaFunction = () => [{ title: "Development mailbox" }, { name: "robots", content: "noindex" }];

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its web addresses as links (only http and https). */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="break-all text-brand underline">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function DevMailboxRoute() {
  const { mail } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-ink">Development mailbox</h1>
      <p className="mt-2 text-sm text-muted">Mail kept by the shop because no SMTP_URL is configured. Newest first.</p>
      {mail.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-black/15 p-8 text-center text-muted">No mail yet.</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {mail.map((m) => (
            <li key={m.id}>
              <article aria-label={m.subject} className="rounded-2xl bg-white p-5 ring-1 ring-black/10">
                <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-black/5 pb-3">
                  <h2 className="font-semibold text-ink">{m.subject}</h2>
                  <time dateTime={m.at} className="text-xs text-muted">
                    {m.at.replace("T", " ").slice(0, 19)} UTC
                  </time>
                </header>
                <p className="mt-2 text-xs text-muted">
                  To <span className="font-medium text-ink">{m.to}</span> · from {m.from}
                </p>
                <pre className="mt-3 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink">
                  <Linked text={m.text} />
                </pre>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
