import type { CheckoutView } from "./types";

/**
 * The checkout's steps without React (issue 5; contract Pages): which step opens, which are
 * complete, which may be reopened, and where Continue leads. One step is open at a time.
 */
export const STEPS = ["contact", "shipping", "method", "billing", "payment"] as const;
export type Step = (typeof STEPS)[number];

/** What the step rules read of the checkout. */
export type StepData = Pick<CheckoutView, "email" | "shipping_address" | "shipping_method_id" | "billing_same_as_shipping" | "billing_address">;

/** Whether the checkout holds what a step asks for (payment is never done: placing the order ends the checkout). */
export function stepDone(step: Step, data: StepData): boolean {
  switch (step) {
    case "contact":
      return Boolean(data.email);
    case "shipping":
      return data.shipping_address !== null;
    case "method":
      return data.shipping_method_id !== null;
    case "billing":
      return data.billing_same_as_shipping || data.billing_address !== null;
    case "payment":
      return false;
  }
}

/** The first step the shopper still has to do: a returning shopper continues where they left off. */
export function firstOpenStep(data: StepData): Step {
  return STEPS.find((step) => !stepDone(step, data)) ?? "payment";
}

/** After saving `current`: the next step, or an earlier one still open (never skipping an open step). */
export function stepAfter(current: Step, data: StepData): Step {
  const after = STEPS[Math.min(STEPS.indexOf(current) + 1, STEPS.length - 1)];
  const open = firstOpenStep(data);
  return STEPS.indexOf(open) < STEPS.indexOf(after) ? open : after;
}

export interface StepState {
  step: Step;
  /** 1-based position shown in the step's badge. */
  number: number;
  /** The open step. */
  current: boolean;
  /** Not open and holding its data: shows its summary and a check mark. */
  complete: boolean;
  /** Offers Edit: complete, every earlier step complete, and not the signed-in customer's contact. */
  editable: boolean;
}

/** Each step's state for the step list, given the open step and the checkout's data. */
export function stepStates(open: Step, data: StepData, signedIn: boolean): StepState[] {
  return STEPS.map((step, index) => {
    const current = step === open;
    const complete = !current && stepDone(step, data);
    const reachable = STEPS.slice(0, index).every((before) => stepDone(before, data));
    return { step, number: index + 1, current, complete, editable: complete && reachable && !(step === "contact" && signedIn) };
  });
}
