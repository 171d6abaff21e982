import { handleGet, handlePut, handleExpiring } from "./routes/items.js";
import { handleHealth } from "./routes/health.js";

export const routes = [
  ["GET", "/health", handleHealth],
  ["GET", "/items/:id", handleGet],
  ["PUT", "/items/:id", handlePut],
  ["GET", "/items/expiring", handleExpiring],
];

export function describeRoutes() {
  return routes.map(([method, path]) => `${method} ${path}`).join("\n");
}
