// @vitest-environment happy-dom
import { act, createElement as h, Profiler } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { Tabs } from "./Tabs";

/**
 * 001 §2 tabs (product details, the CMS tabs block): the WAI-ARIA tabs pattern, rendered on the
 * server and hydrated without rendering again (issue 20: Radix Tabs set state while mounting).
 */
const page = (onCommit?: (phase: string) => void) =>
  h(Profiler, { id: "tabs", onRender: (_id: string, phase: string) => onCommit?.(phase) }, h(
    Tabs.Root,
    { defaultValue: "spec" },
    h(
      Tabs.List,
      { "aria-label": "Product details" },
      h(Tabs.Trigger, { value: "spec" }, "Specification"),
      h(Tabs.Trigger, { value: "reviews" }, "Reviews"),
      h(Tabs.Trigger, { value: "questions", disabled: true }, "Questions"),
      h(Tabs.Trigger, { value: "care" }, "Care"),
    ),
    h(Tabs.Content, { value: "spec" }, "Weight 11.9 kg"),
    h(Tabs.Content, { value: "reviews" }, "No reviews yet"),
    h(Tabs.Content, { value: "care", forceMount: true }, "Oil the chain"),
  ));

let root: Root | undefined;
let container: HTMLElement;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
});

/** Hydrates the server's HTML; answers the phase of every commit React made of the tabs. */
async function hydrated(): Promise<string[]> {
  container = document.createElement("div");
  container.innerHTML = renderToString(page());
  document.body.append(container);
  const commits: string[] = [];
  await act(async () => {
    root = hydrateRoot(container, page((phase) => commits.push(phase)));
  });
  return commits;
}

const tab = (name: string) => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;
const press = (key: string) => act(() => void document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })));

describe("Tabs (001 §2 tabs)", () => {
  it("sends the selected panel and the kept ones, labelled by their tabs, with one tab stop", () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(page());
    const tablist = container.querySelector('[role="tablist"]')!;
    expect(tablist.getAttribute("aria-label")).toBe("Product details");
    const tabs = [...tablist.querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => [t.textContent, t.getAttribute("aria-selected"), t.getAttribute("tabindex")])).toEqual([
      ["Specification", "true", "0"],
      ["Reviews", "false", "-1"],
      ["Questions", "false", "-1"],
      ["Care", "false", "-1"],
    ]);
    const panels = [...container.querySelectorAll('[role="tabpanel"]')];
    expect(panels.map((p) => [p.textContent, p.hasAttribute("hidden")])).toEqual([
      ["Weight 11.9 kg", false],
      ["Oil the chain", true],
    ]);
    expect(panels[0].getAttribute("aria-labelledby")).toBe(tabs[0].id);
    expect(tabs[0].getAttribute("aria-controls")).toBe(panels[0].id);
  });

  it("hydrates in one commit, with no state set while mounting", async () => {
    // Radix Tabs made a second, synchronous commit here ("nested-update").
    expect(await hydrated()).toEqual(["mount"]);
  });

  it("arrow keys, Home and End move the focus and select, skipping a disabled tab and wrapping round", async () => {
    await hydrated();
    act(() => tab("Specification").focus());
    await press("ArrowRight");
    expect(document.activeElement).toBe(tab("Reviews"));
    expect(tab("Reviews").getAttribute("aria-selected")).toBe("true");
    expect(tab("Specification").getAttribute("tabindex")).toBe("-1");
    expect(container.querySelector('[role="tabpanel"]:not([hidden])')!.textContent).toBe("No reviews yet");

    await press("ArrowRight");
    expect(document.activeElement).toBe(tab("Care"));
    expect(container.querySelector('[role="tabpanel"]:not([hidden])')!.textContent).toBe("Oil the chain");
    await press("ArrowRight");
    expect(document.activeElement).toBe(tab("Specification"));
    await press("ArrowLeft");
    expect(document.activeElement).toBe(tab("Care"));
    await press("Home");
    expect(document.activeElement).toBe(tab("Specification"));
    await press("End");
    expect(document.activeElement).toBe(tab("Care"));
    // A closed panel that is not kept leaves the page.
    expect(container.textContent).not.toContain("No reviews yet");
  });

  it("a click selects its tab", async () => {
    await hydrated();
    await act(async () => tab("Reviews").click());
    expect(tab("Reviews").getAttribute("aria-selected")).toBe("true");
    expect(container.querySelector('[role="tabpanel"]:not([hidden])')!.textContent).toBe("No reviews yet");
  });
});
