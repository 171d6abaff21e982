import { Basket } from "./basket.js";

const b = new Basket("adult")
  .add({ zone: "city" }, { zone: "outer" })
  .add({ zone: "outer" }, { zone: "airport" });
console.log(`trips ${b.trips.length}, total ${b.total()}`);
