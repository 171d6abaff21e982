import "./styles/board.css";
import cupIcon from "./assets/cup.svg";
import { MENU, bySection } from "./lib/menu.js";
import { priceOf } from "./lib/prices.js";

function render(root) {
  const sections = bySection(MENU);
  root.className = "board";
  for (const [name, items] of sections) {
    const col = document.createElement("section");
    col.innerHTML = `<h2><img src="${cupIcon}" alt=""> ${name}</h2>` + items.map((i) => `<p class="item">${i.name} <span class="price">${priceOf(i)}</span></p>`).join("");
    root.appendChild(col);
  }
}

render(document.getElementById("app"));
