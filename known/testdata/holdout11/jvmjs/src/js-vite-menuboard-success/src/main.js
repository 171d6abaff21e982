import { price, parsePrice } from "./lib/prices.js";

const items = [
  { name: "Flat white", price: "3.40", codes: "D" },
  { name: "Scone", price: "€2.90", codes: "GDE" },
  { name: "Daily special", price: "ask", codes: "" },
];

import { legend } from "./lib/legend.js";

async function render() {
  const { allergens } = await import("./lib/allergens.js");
  const board = document.getElementById("board");
  board.innerHTML = items
    .map((i) => ({ ...i, cents: parsePrice(i.price) }))
    .filter((i) => i.cents !== null)
    .map((i) => `<p>${i.name} ${price(i.cents)} <small>${allergens(i.codes).join(", ")}</small></p>`)
    .join("") + `<footer>${legend}</footer>`;
}

render();
