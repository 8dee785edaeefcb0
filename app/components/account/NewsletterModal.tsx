import { useTranslation } from "react-i18next";
import type { RootData } from "../../lib/root-data";
import { closeOverlay, openOverlay, useOverlay } from "../../lib/ui-state";
import { Modal } from "../ui/Modal";
import { MarketingSignUpForm } from "./MarketingSignUpForm";

/** The newsletter modal (001 §2 areas): opened with openOverlay("newsletter"). */
export function NewsletterModal({ root }: { root: Pick<RootData, "storefront" | "country" | "brandName"> }) {
  const { t } = useTranslation("account");
  const open = useOverlay("newsletter");
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? openOverlay("newsletter") : closeOverlay("newsletter"))}
      eyebrow={root.brandName}
      title={t("newsletter.title")}
      description={t("newsletter.intro")}
      closeLabel={t("modal.close")}
      size="sm"
    >
      <MarketingSignUpForm root={root} placement="newsletter_modal" idPrefix="newsletter-modal" />
    </Modal>
  );
}
