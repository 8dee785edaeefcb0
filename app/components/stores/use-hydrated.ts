import { useSyncExternalStore } from "react";

const never = () => () => {};

/** False on the server and while the page hydrates, true in every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
