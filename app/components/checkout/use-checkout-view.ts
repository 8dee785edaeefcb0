import { useEffect, useRef, useState } from "react";
import { callCheckoutApi } from "./checkout-api";
import { firstOpenStep, stepAfter, type Step } from "./checkout-steps";
import type { CheckoutView } from "./types";

/**
 * The checkout page's view state: the checkout as the API last answered it and the open step.
 * `save` sends one step through updateCheckout (the answer, totals included, replaces the view) and
 * opens the step after it; focus follows the step that opens, so keyboard and screen-reader users
 * are not left behind (`headingRef` marks each step's heading).
 */
export function useCheckoutView(initialView: CheckoutView) {
  const [view, setView] = useState(initialView);
  const [step, setStep] = useState<Step>(() => firstOpenStep(initialView));
  const headingRefs = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({});
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    const heading = headingRefs.current[step];
    heading?.focus();
    heading?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [step]);

  function goTo(next: Step) {
    moved.current = true;
    setStep(next);
  }

  function continueFrom(current: Step, next: CheckoutView) {
    goTo(stepAfter(current, next));
  }

  async function save(current: Step, body: Record<string, unknown>): Promise<void> {
    const next = await callCheckoutApi("commerce", "updateCheckout", { checkoutId: view.id, ...body });
    setView(next);
    continueFrom(current, next);
  }

  /** Reads the checkout again (issue 19: a code applied or removed changes its totals). */
  async function refresh(): Promise<void> {
    setView(await callCheckoutApi("commerce", "getCheckout", { checkoutId: view.id }));
  }

  const headingRef = (name: Step) => (el: HTMLHeadingElement | null) => {
    headingRefs.current[name] = el;
  };

  return { view, step, goTo, continueFrom, save, headingRef, refresh };
}
