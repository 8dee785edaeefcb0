import { Component, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { pushEvent } from "../../lib/analytics";
import { useRootData } from "../../lib/root-data";
import { pageTitle, titleSuffix } from "../../lib/seo";
import { Button, ButtonLink } from "../ui/Button";

/** The document title of an error page (000 §9 title template); React 19 hoists it into <head>. */
function ErrorTitle({ title }: { title: string }) {
  const root = useRootData();
  return <title>{root ? pageTitle(title, root.brandName, titleSuffix(root.storefront)) : title}</title>;
}

/** 404 and error pages (001 §2 Error pages). */
export function ErrorPage({ status }: { status: number }) {
  return status === 404 ? <NotFoundPage /> : <GeneralErrorPage status={status} />;
}

function NotFoundPage() {
  const { t } = useTranslation();
  useEffect(() => {
    pushEvent({ event: "page_not_found", page_path: window.location.pathname });
  }, []);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-6 py-24 text-center" aria-labelledby="error-title">
      <ErrorTitle title={t("errorPage.notFoundTitle")} />
      <p className="text-sm font-semibold tracking-widest text-muted uppercase">404</p>
      <h1 id="error-title" className="text-4xl font-bold md:text-5xl">{t("errorPage.notFoundTitle")}</h1>
      <p className="text-lg text-muted">{t("errorPage.notFoundText")}</p>
      <div className="flex flex-wrap justify-center gap-4">
        <ButtonLink to="/" variant="outline" size="bare" className="px-6 py-3">
          {t("errorPage.homepageLink")}
        </ButtonLink>
        <ButtonLink to="/c/bikes" size="bare" className="px-6 py-3" onClick={() => pushEvent({ event: "page_not_found_discover_click" })}>
          {t("errorPage.discover")}
        </ButtonLink>
      </div>
    </section>
  );
}

function GeneralErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-6 py-24 text-center" aria-labelledby="error-title">
      <ErrorTitle title={t("errorPage.title")} />
      <p className="text-sm font-semibold tracking-widest text-muted uppercase">{status}</p>
      <h1 id="error-title" className="text-4xl font-bold">{t("errorPage.title")}</h1>
      <div className="flex flex-wrap justify-center gap-4">
        <ButtonLink to="/" size="bare" className="px-6 py-3">
          {t("errorPage.returnHome")}
        </ButtonLink>
        <Button variant="outline" size="bare" onClick={() => navigate(-1)} className="px-6 py-3">
          {t("errorPage.back")}
        </Button>
      </div>
    </section>
  );
}

/** If the error page itself fails, this plain text and a link home are all that is shown (000 §2). */
export class ErrorPageFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error("The error page failed", error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main style={{ padding: "4rem 1.5rem", textAlign: "center", fontFamily: "system-ui, sans-serif" }}>
        <p>An error occurred while showing the error page</p>
        <p><a href="/">Home</a></p>
      </main>
    );
  }
}
