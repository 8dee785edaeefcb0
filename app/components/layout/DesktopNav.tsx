import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Menu } from "../../../server/modules/content/types";
import { ChevronDownIcon } from "../ui/icons";
import { trackNavigationClick } from "./analytics-events";
import type { DesktopNavMenu } from "./DesktopNavMenu";
import { MenuLink } from "./MenuLink";

export const triggerClass =
  "group flex items-center gap-1 rounded-full px-3 py-2 text-[15px] font-medium text-ink transition-colors hover:bg-brand-soft data-[state=open]:bg-brand-soft";
export const topLinkClass = "block rounded-full px-3 py-2 text-[15px] font-medium text-ink transition-colors hover:bg-brand-soft";

/**
 * The dropdowns' code (Radix NavigationMenu, ~9 KB compressed) loads on the first intent to use the
 * navigation: a pointer over it, focus in it, or a press on a trigger (decision 013). Until it is
 * there the bar is the same markup without behaviour; its links work as plain links.
 */
const loadMenu = () => import("./DesktopNavMenu");
type MenuComponent = typeof DesktopNavMenu;

/** Desktop navigation (000 §2 Layout): the bar as static markup until it is first used. */
export function DesktopNav({ menu, className = "" }: { menu: Menu; className?: string }) {
  const [Interactive, setInteractive] = useState<MenuComponent | undefined>(undefined);
  // The item pressed before the code arrived: the interactive menu mounts with it open.
  const pending = useRef("");
  const focusIndex = useRef(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const want = (value?: string) => {
    if (value) pending.current = value;
    loadMenu().then(
      (m) => setInteractive(() => m.DesktopNavMenu),
      () => undefined,
    );
  };
  // Focus stays on the same control when the interactive bar replaces the static one.
  useEffect(() => {
    if (!Interactive || focusIndex.current < 0) return;
    const nav = wrapper.current?.querySelector("nav");
    nav?.querySelectorAll<HTMLElement>("a, button")[focusIndex.current]?.focus();
    focusIndex.current = -1;
  }, [Interactive]);

  return (
    <div ref={wrapper} className="contents">
      {Interactive ? (
        <Interactive menu={menu} className={className} initialValue={pending.current} />
      ) : (
        <StaticNav
          menu={menu}
          className={className}
          onIntent={() => want()}
          onOpen={want}
          onFocusAt={(index) => {
            focusIndex.current = index;
            want();
          }}
        />
      )}
    </div>
  );
}

/** The same DOM and classes Radix NavigationMenu renders closed (nav > div > ul > li). */
function StaticNav({
  menu,
  className,
  onIntent,
  onOpen,
  onFocusAt,
}: {
  menu: Menu;
  className: string;
  onIntent: () => void;
  onOpen: (value: string) => void;
  onFocusAt: (index: number) => void;
}) {
  const { t } = useTranslation("layout");
  return (
    <nav
      aria-label={t("mainNavigation")}
      className={className}
      dir="ltr"
      data-orientation="horizontal"
      data-desktop-nav="static"
      onPointerEnter={onIntent}
      onFocus={(event) => onFocusAt(Array.from(event.currentTarget.querySelectorAll("a, button")).indexOf(event.target))}
    >
      <div style={{ position: "relative" }}>
        <ul data-orientation="horizontal" className="flex items-center gap-1" dir="ltr">
          {menu.items.map((item) => (
            <li key={`${item.name}|${item.url}`}>
              {item.children.length > 0 ? (
                <StaticTrigger onPress={() => onOpen(item.url)}>{item.name}</StaticTrigger>
              ) : (
                <MenuLink url={item.url} linkType={item.linkType} className={topLinkClass} onClick={() => trackNavigationClick(item.name, item.url, "desktop")}>
                  {item.name}
                </MenuLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** A press opens the item: on pointer down too, as the interactive bar may replace this one before the click. */
function StaticTrigger({ children, onPress }: { children: ReactNode; onPress: () => void }) {
  return (
    <button type="button" data-state="closed" aria-expanded="false" className={triggerClass} onPointerDown={onPress} onClick={onPress}>
      {children}
      <ChevronDownIcon width={16} height={16} className="transition-transform duration-200 group-data-[state=open]:rotate-180" />
    </button>
  );
}
