const { normalise, mergeFeeds } = require("../src/episodes");

const item = (n, extra = {}) => ({
  guid: `urn:ep:${n}`,
  title: ` Episode ${n} `,
  pubDate: new Date(Date.UTC(2024, 0, n)).toUTCString(),
  duration: `${n}:00`,
  explicit: "no",
  ...extra,
});

describe("normalise", () => {
  test("trims and slugs the title", () => {
    const ep = normalise(item(3));
    expect(ep.title).toBe("Episode 3");
    expect(ep.slug).toBe("episode-3");
  });
  test("ISO publish date", () => {
    expect(normalise(item(5)).published).toBe("2024-01-05T00:00:00.000Z");
  });
  test.each(["yes", "true"])("explicit %s", (v) => {
    expect(normalise(item(1, { explicit: v })).explicit).toBe(true);
  });
  test("falls back to the enclosure url", () => {
    expect(normalise(item(2, { guid: "", enclosureUrl: "https://cdn.test/2.mp3" })).guid).toBe("https://cdn.test/2.mp3");
  });
  test("drops items it cannot identify (logs an error)", () => {
    expect(normalise(item(4, { guid: "", enclosureUrl: "" }))).toBeNull();
  });
  test("a bad duration is kept as null", () => {
    expect(normalise(item(6, { duration: "about an hour" })).seconds).toBeNull();
  });
});

describe("mergeFeeds", () => {
  const a = Array.from({ length: 30 }, (_, i) => item(i + 1));
  const b = Array.from({ length: 20 }, (_, i) => item(i + 15, { title: `Mirror ${i + 15}` }));
  const merged = mergeFeeds(a, b);
  test("deduplicates by guid", () => {
    expect(merged).toHaveLength(34);
  });
  test("newest first", () => {
    expect(merged[0].guid).toBe("urn:ep:34");
    expect(merged.at(-1).guid).toBe("urn:ep:1");
  });
  test.each(Array.from({ length: 30 }, (_, i) => i + 1))("first feed wins for episode %i", (n) => {
    expect(merged.find((e) => e.guid === `urn:ep:${n}`).title).toBe(`Episode ${n}`);
  });
  test.todo("prefers the feed with the longer description");
});
