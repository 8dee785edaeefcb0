import { useEffect } from "react";
import { useRootData } from "../../lib/root-data";
import { loadCustomer } from "./customer-store";
import { LoginModal } from "./LoginModal";
import { NewsletterModal } from "./NewsletterModal";

/**
 * What the account feature adds to every page (mounted once in SiteShell): the login and newsletter
 * modals, and loading the signed-in customer in the browser after hydration (001 §4 Login state).
 */
export function AccountOverlays() {
  const root = useRootData();
  useEffect(() => {
    void loadCustomer();
  }, []);
  if (!root) return null;
  return (
    <>
      <LoginModal root={root} />
      <NewsletterModal root={root} />
    </>
  );
}
