import { createOrder, total } from "./orders.js";
import { parcelWeight } from "./shipping.js";

const order = createOrder("C-77", "4 Mill Lane", "Leeds");
order.items.push({ sku: "TEA-EB-250", quantity: 2, unitPrice: 6.5 });
console.log(order.id, total(order), parcelWeight(order));
