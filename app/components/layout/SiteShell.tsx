import type { ReactNode } from "react";
import { Link } from "react-router";
import { useRootData } from "../../lib/root-data";

/** Header, main content and footer around every page (000 §2 Layout). */
export function SiteShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-black/10">
        <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-4">
          <Link to="/" className="text-xl font-bold tracking-tight text-brand">{root?.brandName}</Link>
          <nav aria-label="Main">
            <ul className="flex gap-4">
              {root?.layout.menu.items.map((item) => (
                <li key={item.url}><Link to={item.url}>{item.name}</Link></li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">{children}</main>
      <footer className="bg-brand text-white">
        <div className="mx-auto max-w-7xl px-4 py-8 text-sm">{root?.layout.footer.legal}</div>
      </footer>
    </div>
  );
}
