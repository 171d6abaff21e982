import { attachSearch } from "./lib/search.js";
import { MiniCart } from "./components/MiniCart.js";
import { priceTag } from "./components/price-tag.js";

document.querySelectorAll("[data-price]").forEach((el) => priceTag(el, Number(el.dataset.price)));
const search = document.querySelector("#search");
if (search) attachSearch(search, (q) => window.dispatchEvent(new CustomEvent("store:search", { detail: q })));
window.StoreWidgets = { MiniCart };
