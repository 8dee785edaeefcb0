/** Header search bar slot (000 §2 Search dropdown). The search module replaces this with the dropdown. */
export function SearchBar() {
  return (
    <form action="/search" method="get" role="search" className="w-full">
      <input type="search" name="q" aria-label="Search" className="w-full rounded-button border border-black/15 px-4 py-2" />
    </form>
  );
}
