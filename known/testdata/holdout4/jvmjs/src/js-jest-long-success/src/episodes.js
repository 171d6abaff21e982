const { parseDuration } = require("./duration");
const { slugify } = require("./slug");

function normalise(item) {
  const guid = item.guid || item.enclosureUrl;
  if (!guid) {
    console.error(`dropping item without guid or enclosure: ${item.title}`);
    return null;
  }
  return {
    guid,
    title: item.title.trim(),
    slug: slugify(item.title),
    published: new Date(item.pubDate).toISOString(),
    seconds: parseDuration(item.duration),
    explicit: item.explicit === "yes" || item.explicit === "true",
  };
}

function mergeFeeds(...feeds) {
  const byGuid = new Map();
  for (const feed of feeds) {
    for (const raw of feed) {
      const ep = normalise(raw);
      if (ep && !byGuid.has(ep.guid)) byGuid.set(ep.guid, ep);
    }
  }
  return [...byGuid.values()].sort((a, b) => b.published.localeCompare(a.published));
}

module.exports = { normalise, mergeFeeds };
