import { heading } from "./heading.js";
import { image } from "./image.js";
import { quote } from "./quote.js";

export const blockTypes = {
  heading: { render: heading, maxPerPage: 20 },
  image: { render: image, maxPerPage: 50 },
  quote: { render: quote, maxPerPage: 10 },
  divider: { render: () => "<hr>", maxPerPage: 30 },
  heading: { render: heading, maxPerPage: 30 },
};

export function lookup(type) {
  const entry = blockTypes[type];
  if (!entry) {
    throw new Error(`unknown block type: ${type}`);
  }
  return entry;
}
