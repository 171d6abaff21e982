"use strict";

/** parses ?page=2&limit=20&sort=title into the shelf query */
function parseQuery(search) {
  const params = new URLSearchParams(search);
  return {
    page: params.get("page") || 1,
    limit: Math.min(Number(params.get("limit") || 20), 100),
    sort: params.get("sort") || "added",
  };
}

module.exports = { parseQuery };
