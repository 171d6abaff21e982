function matchRoutes(routes, event) {
  return routes
    .filter((r) => r.events.includes(event.type) || r.events.includes("*"))
    .map((r) => r.url);
}

module.exports = { matchRoutes };
