import { cart } from "./components/cart.js";
import { productCard } from "./components/product.js";

const products = [
  { id: "mug", name: "Enamel mug", priceCents: 1450 },
  { id: "tote", name: "Canvas tote", priceCents: 1900 },
  { id: "cap", name: "Wool cap", priceCents: 2600 },
];

const app = document.querySelector("#app");
const list = document.createElement("section");
products.forEach((p) => list.append(productCard(p)));
const basket = document.createElement("aside");
app.append(list, basket);
cart(basket);
