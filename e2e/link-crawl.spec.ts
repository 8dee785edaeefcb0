import { storefrontSeeds } from "../seed/storefronts";
import { deadLinksOf } from "./fixtures/links";
import { expect, test } from "./fixtures";

// Issue 16, no dead ends (000 §2 Routes, §2 Layout; 001 §2): every internal link of every seeded
// storefront's home page — its blocks, the main menu to the third level and the footer — answers
// 200 (a guest's account link: the login guard's redirect). Each distinct URL is fetched once per
// storefront, over HTTP only, so the playwright config runs this file in the desktop project alone.

const port = Number(process.env.E2E_PORT);
test.describe.configure({ timeout: 120_000 });

for (const { code } of storefrontSeeds) {
  test(`${code}: every link of the home page, menu and footer answers 200`, async () => {
    const { checked, dead } = await deadLinksOf(port, code === "www" ? "localhost" : `${code}.localhost`);
    // The menu's nine third-level categories and the footer's legal pages are among the links.
    expect(checked).toEqual(expect.arrayContaining(["/c/bikes/urban/single-speed", "/c/bikes/titanium/explore", "/terms", "/warranty"]));
    expect(dead).toEqual([]);
  });
}
