import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { NavigationMenu } from "radix-ui";
import type { Menu, MenuItem } from "../../../server/modules/content/types";
import { ArrowRightIcon, ChevronDownIcon } from "../ui/icons";
import { trackNavigationClick } from "./analytics-events";
import { topLinkClass, triggerClass } from "./DesktopNav";
import { MenuLink } from "./MenuLink";
import { dropdownColumns } from "./menu-columns";

/**
 * Desktop navigation's interactive form (000 §2 Layout): top-level items; those with children open
 * a dropdown of at most two columns, the first item alone in the first column and the rest in the
 * second. Radix NavigationMenu gives hover and keyboard opening, Escape and focus handling. Loaded
 * on the first intent to use the navigation (DesktopNav.tsx draws the same bar until then), so
 * Radix is in no page's first-load JavaScript (decision 013).
 */
export function DesktopNavMenu({ menu, className = "", initialValue = "" }: { menu: Menu; className?: string; initialValue?: string }) {
  const { t } = useTranslation("layout");
  const [value, setValue] = useState(initialValue);
  const location = useLocation();
  const [openedAt] = useState(location.key);
  // A navigation closes an open dropdown (not the one opened by the click that loaded this menu).
  useEffect(() => {
    if (location.key !== openedAt) setValue("");
  }, [location.key, openedAt]);

  return (
    <NavigationMenu.Root value={value} onValueChange={setValue} aria-label={t("mainNavigation")} className={className} delayDuration={120} data-desktop-nav="interactive">
      <NavigationMenu.List className="flex items-center gap-1">
        {menu.items.map((item) => (
          <NavigationMenu.Item key={`${item.name}|${item.url}`} value={item.url}>
            {item.children.length > 0 ? (
              <>
                <NavigationMenu.Trigger className={triggerClass}>
                  {item.name}
                  <ChevronDownIcon width={16} height={16} className="transition-transform duration-200 group-data-[state=open]:rotate-180" />
                </NavigationMenu.Trigger>
                <NavigationMenu.Content className="absolute top-full left-0 z-40 pt-3">
                  <Dropdown item={item} onNavigate={(child) => trackNavigationClick(child.name, child.url, "desktop")} viewAllLabel={t("viewAll", { name: item.name })} />
                </NavigationMenu.Content>
              </>
            ) : (
              <NavigationMenu.Link asChild>
                <MenuLink
                  url={item.url}
                  linkType={item.linkType}
                  className={topLinkClass}
                  onClick={() => trackNavigationClick(item.name, item.url, "desktop")}
                >
                  {item.name}
                </MenuLink>
              </NavigationMenu.Link>
            )}
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

type GroupLook = { head: string; list: string; link: string };
/** The dropdown's first column shows its groups large, on the brand tint; the second, compact. */
const featuredGroup: GroupLook = {
  head: "font-display text-2xl font-semibold tracking-tight text-brand hover:underline",
  list: "mt-4 space-y-2.5",
  link: "text-[15px] text-ink/80 hover:text-brand hover:underline",
};
const plainGroup: GroupLook = {
  head: "text-base font-semibold text-ink hover:text-brand hover:underline",
  list: "mt-2 flex flex-wrap gap-x-4 gap-y-1.5",
  link: "text-sm text-muted hover:text-brand hover:underline",
};

/** A menu entry with the list of its own entries below it. */
function MenuGroup({ as: Tag, item, onNavigate, look }: { as: "div" | "li"; item: MenuItem; onNavigate: (item: MenuItem) => void; look: GroupLook }) {
  return (
    <Tag>
      <NavLinkItem item={item} onNavigate={onNavigate} className={look.head} />
      {item.children.length > 0 && (
        <ul className={look.list}>
          {item.children.map((child) => (
            <li key={child.url}>
              <NavLinkItem item={child} onNavigate={onNavigate} className={look.link} />
            </li>
          ))}
        </ul>
      )}
    </Tag>
  );
}

function Dropdown({ item, onNavigate, viewAllLabel }: { item: MenuItem; onNavigate: (item: MenuItem) => void; viewAllLabel: string }) {
  const [first, rest] = dropdownColumns(item.children);
  return (
    <div
      data-dropdown-columns={rest ? 2 : 1}
      className="flex w-max max-w-[min(44rem,calc(100vw-4rem))] overflow-hidden rounded-2xl border border-black/5 bg-white shadow-[0_24px_60px_-20px_rgba(15,61,46,0.35)]"
    >
      <div data-dropdown-column="1" className="w-64 bg-brand-soft p-6">
        {first.map((child) => (
          <MenuGroup key={child.url} as="div" item={child} onNavigate={onNavigate} look={featuredGroup} />
        ))}
        <NavigationMenu.Link asChild>
          <MenuLink
            url={item.url}
            linkType={item.linkType}
            onClick={() => onNavigate(item)}
            className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-brand hover:gap-3 transition-[gap]"
          >
            {viewAllLabel}
            <ArrowRightIcon width={16} height={16} />
          </MenuLink>
        </NavigationMenu.Link>
      </div>
      {rest && (
        <ul data-dropdown-column="2" className="w-72 space-y-5 p-6">
          {rest.map((child) => (
            <MenuGroup key={child.url} as="li" item={child} onNavigate={onNavigate} look={plainGroup} />
          ))}
        </ul>
      )}
    </div>
  );
}

function NavLinkItem({ item, onNavigate, className }: { item: MenuItem; onNavigate: (item: MenuItem) => void; className: string }) {
  return (
    <NavigationMenu.Link asChild>
      <MenuLink url={item.url} linkType={item.linkType} className={className} onClick={() => onNavigate(item)}>
        {item.name}
      </MenuLink>
    </NavigationMenu.Link>
  );
}
