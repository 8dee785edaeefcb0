import {
  createContext,
  useContext,
  useId,
  useMemo,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from "react";

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern with automatic activation: a tablist of tabs
 * with one tab stop (the selected tab), ←/→ (mirrored right to left) and Home/End move the focus and
 * select, each panel is labelled by its tab. The same parts and data-state attributes as Radix Tabs,
 * which the shop used before: Radix's roving focus counts its tabs, and its panels find their
 * element, by setting state while they mount, so React rendered the page again inside its
 * hydration commit and ran all the page's effects in that one task, 29–47 ms on the demo product page
 * before any slowdown (issue 20). These parts set no state until someone picks a tab.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("Tabs parts must be inside Tabs.Root");
  return tabs;
}

function Root({ defaultValue, className, children }: { defaultValue: string; className?: string; children?: ReactNode }) {
  const [value, select] = useState(defaultValue);
  const base = useId();
  const state = useMemo<TabsState>(() => ({ value, select, idOf: (part, tab) => `${base}-${part}-${tab}` }), [value, base]);
  return (
    <TabsContext.Provider value={state}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

function List({ children, onKeyDown, ...props }: ComponentPropsWithoutRef<"div">) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    const rightToLeft = getComputedStyle(event.currentTarget).direction === "rtl";
    const key = rightToLeft && event.key.startsWith("Arrow") ? (event.key === "ArrowLeft" ? "ArrowRight" : "ArrowLeft") : event.key;
    const to = MOVES[key];
    if (index < 0 || !to || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // Focusing a tab selects it (Trigger's onFocus).
    tabs[to(index, tabs.length - 1)].focus();
  };
  return (
    <div role="tablist" aria-orientation="horizontal" {...props} onKeyDown={move}>
      {children}
    </div>
  );
}

function Trigger({ value, children, onFocus, onClick, ...props }: Omit<ComponentPropsWithoutRef<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={selected}
      aria-controls={tabs.idOf("panel", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      {...props}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      // Safari does not focus a button it clicks.
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
    >
      {children}
    </button>
  );
}

/** A panel; a closed one is not rendered (on the server either) unless `forceMount` keeps it, hidden, in the HTML. */
function Content({ value, forceMount, children, ...props }: ComponentPropsWithoutRef<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? "active" : "inactive"}
      {...props}
    >
      {children}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
