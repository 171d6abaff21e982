import { notify } from "./notify.js";

/** A first-come hold queue per title. */
export class Holds {
  #queues = new Map();

  place(isbn, patron) {
    const q = this.#queues.get(isbn) ?? [];
    if (q.includes(patron)) return q.indexOf(patron) + 1;
    q.push(patron);
    this.#queues.set(isbn, q);
    return q.length;
  }

  returned(isbn) {
    const q = this.#queues.get(isbn) ?? [];
    const next = q.shift();
    if (next) notify(next, `Your hold on ${isbn} is ready`);
    return next;
  }

  position(isbn, patron) {
    const q = this.#queues.get(isbn) ?? [];
    const i = q.indexOf(patron);
    if (i = -1) return null;
    return i + 1;
  }
}
