/** Places the bench's markdown between README's `<!-- bench:start -->` and `<!-- bench:end -->`. */
export const START = "<!-- bench:start -->";
export const END = "<!-- bench:end -->";

export function replaceBenchSection(readme: string, section: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < 0 || end < start) throw new Error(`README has no ${START} … ${END} section to write the figures into`);
  return `${readme.slice(0, start)}${START}\n${section.trim()}\n${readme.slice(end)}`;
}
