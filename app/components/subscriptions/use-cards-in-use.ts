import { useEffect, useState } from "react";
import { subscriptionCalls } from "./account-client";
import { cardsInUseOf } from "./subscription-view";

/**
 * The saved-card ids the customer's subscriptions pay with, for the payment methods page to mark
 * them (the server refuses to delete them either way). Empty until loaded or when the call fails.
 */
export function useCardsInUse(): Set<number> {
  const [inUse, setInUse] = useState<Set<number>>(() => new Set());
  useEffect(() => {
    let live = true;
    subscriptionCalls("getCustomerPlans").then((outcome) => {
      if (live && outcome.ok) setInUse(cardsInUseOf(outcome.data.subscriptions));
    });
    return () => {
      live = false;
    };
  }, []);
  return inUse;
}
