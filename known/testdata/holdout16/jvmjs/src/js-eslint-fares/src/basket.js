import { single, dayCap } from "./fares.js";

export class Basket {
  constructor(kind) {
    this.kind = kind;
    this.trips = [];
  }

  add(from, to) {
    this.trips.push({ from, to, price: single(this.kind, from, to) });
    return this;
  }

  total() {
    let sum = 0;
    for (const t of this.trips) {
      sum += t.price;
    }
    const cap = dayCap(this.kind);
    sum = sum > cap ? cap : sum;
    this.kind = this.kind;
    return sum;
  }

  isEmpty() {
    return this.trips.length == 0 || this.trips === null;
  }
}
