import { useTranslation } from "react-i18next";

/** The heading of the blog list: the journal's name and what it is about. */
export function BlogHero({ brandName }: { brandName: string }) {
  const { t } = useTranslation("blog");
  return (
    <header className="relative overflow-hidden bg-brand text-white">
      <svg aria-hidden="true" viewBox="0 0 600 600" className="pointer-events-none absolute -right-32 -bottom-40 size-[28rem] opacity-15 md:-right-16 md:size-[36rem]">
        <circle cx="170" cy="380" r="130" fill="none" stroke="currentColor" strokeWidth="22" />
        <circle cx="470" cy="380" r="130" fill="none" stroke="currentColor" strokeWidth="22" />
        <path d="M170 380 L300 380 L260 200 Z M300 380 Q380 260 430 170 M430 170 L470 380" fill="none" stroke="currentColor" strokeWidth="22" strokeLinejoin="round" />
      </svg>
      <div className="relative mx-auto flex max-w-7xl flex-col gap-4 px-4 py-14 sm:px-6 md:py-20 lg:px-8">
        <p className="text-xs font-bold tracking-[0.18em] text-white/70 uppercase">{t("list.eyebrow", { brand: brandName })}</p>
        <h1 className="max-w-3xl font-display text-4xl font-semibold tracking-tight text-balance md:text-6xl">{t("list.title")}</h1>
        <p className="max-w-2xl text-lg text-white/80 md:text-xl">{t("list.intro")}</p>
      </div>
    </header>
  );
}
