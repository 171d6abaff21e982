import { describe, expect, it } from "vitest";
import { inline, render } from "../src/markdown";

describe("inline", () => {
  it.each([
    ["plain", "plain"],
    ["`code`", "<code>code</code>"],
    ["**bold**", "<strong>bold</strong>"],
    ["*em*", "<em>em</em>"],
    ["a < b", "a &lt; b"],
    ["fish & chips", "fish &amp; chips"],
    ["[docs](https://example.org/docs)", '<a href="https://example.org/docs">docs</a>'],
    ["**bold** and *em*", "<strong>bold</strong> and <em>em</em>"],
    ["`a < b`", "<code>a &lt; b</code>"],
    ["no [link](with space)", "no [link](with space)"],
  ])("inline(%j)", (text, html) => {
    expect(inline(text)).toBe(html);
  });
});

describe("render", () => {
  for (let level = 1; level <= 6; level++) {
    it(`renders an h${level}`, () => {
      expect(render(`${"#".repeat(level)} Title`)).toBe(`<h${level} id="title">Title</h${level}>`);
    });
  }
  it("renders a paragraph", () => {
    expect(render("Just text.")).toBe("<p>Just text.</p>");
  });
  it("renders a list", () => {
    expect(render("- one\n- two")).toBe("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
  });
  it("closes a list before a heading", () => {
    expect(render("- one\n## Next")).toBe('<ul>\n<li>one</li>\n</ul>\n<h2 id="next">Next</h2>');
  });
  it("accepts star bullets", () => {
    expect(render("* a")).toBe("<ul>\n<li>a</li>\n</ul>");
  });
  it("ignores trailing spaces", () => {
    expect(render("text   ")).toBe("<p>text</p>");
  });
  it("numbers repeated headings", () => {
    expect(render("## Fixes\n## Fixes")).toBe('<h2 id="fixes">Fixes</h2>\n<h2 id="fixes-1">Fixes</h2>');
  });
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))("renders a list of %i items", (n) => {
    const md = Array.from({ length: n }, (_, i) => `- item ${i}`).join("\n");
    expect(render(md).split("<li>").length - 1).toBe(n);
  });

  const sentences = [
    "Trips now load twice as fast.", "The fuel page shows litres per 100 km.", "Admins can export vehicles.",
    "Dark mode follows the system setting.", "Heatmaps use the new colour scale.", "Drivers see their own trips only.",
    "The dashboard refreshes every minute.", "Gauges round to one decimal.", "Reports open in a new tab.",
    "Search matches registration plates.", "Odometer readings are validated.", "The API returns ISO dates.",
    "Old sessions expire after a day.", "CSV files use UTF-8 with a BOM.", "Charts print on A4.",
    "Vehicles can be archived.", "Fuel cards are masked.", "Trip notes accept links.", "Maps load lazily.",
    "Units follow the user's locale.", "Error pages link to support.", "Tables remember their sort order.",
    "The login form trims spaces.", "Depots have opening hours.", "Alerts can be snoozed.",
    "Exports include the depot name.", "Imports skip blank rows.", "Filters persist per user.",
    "Tyres have a service interval.", "Invoices show VAT separately.",
  ];
  it.each(sentences)("renders %j as one paragraph", (text) => {
    expect(render(text)).toBe(`<p>${text.replace(/&/g, "&amp;")}</p>`);
  });

  it("renders the sample release notes", () => {
    const notes = [
      "# Fleetboard 4.8",
      "",
      "Released on **2024-05-06**.",
      "",
      "## Features",
      "- Trip heatmap on the *Trips* page",
      "- CSV export from `Reports`",
      "",
      "## Fixes",
      "- Fuel totals no longer double-count refuels",
      "- See [the changelog](https://example.org/changelog)",
    ].join("\n");
    expect(render(notes)).toMatchSnapshot();
  });
});
