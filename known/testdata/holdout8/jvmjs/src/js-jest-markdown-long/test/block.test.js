const { render, toc } = require("../src/block");

const DOC = `# Release notes

Version **0.9** brings *lists* and a \`toc()\` helper.

## What's new

- nested emphasis
- [links](https://tinymark.dev/links)

## Breaking changes

### Inline HTML

Raw <b> tags are escaped now.`;

describe("render", () => {
  test("heading with id", () => {
    expect(render("## Getting started")).toBe('<h2 id="getting-started">Getting started</h2>');
  });

  test("paragraphs", () => {
    expect(render("one\n\ntwo")).toBe("<p>one</p>\n<p>two</p>");
  });

  test("list", () => {
    expect(render("- a\n- b")).toBe("<ul><li>a</li><li>b</li></ul>");
  });

  test("list followed by paragraph", () => {
    expect(render("- a\ntext")).toBe("<ul><li>a</li></ul>\n<p>text</p>");
  });

  test("release notes render", () => {
    expect(render(DOC)).toMatchSnapshot();
  });
});

describe("toc", () => {
  test("h2 and h3 only", () => {
    expect(toc(DOC).map((e) => e.id)).toEqual(["whats-new", "breaking-changes", "inline-html"]);
  });

  test("levels", () => {
    expect(toc(DOC).map((e) => e.level)).toEqual([2, 2, 3]);
  });
});
