import { EventEmitter } from "node:events";
import { formatTicket } from "./tickets.js";

export class Queue extends EventEmitter {
  constructor(counterCount) {
    super();
    this.counters = counterCount;
    this.waiting = [];
    this.served = 0;
  }

  push(ticket) {
    this.waiting.push(ticket);
    this.emit("joined", ticket);
  }

  next(counter) {
    let ticket = this.waiting.shift();
    if (!ticket) return null;
    this.served++;
    this.emit("called", { ticket, counter });
    return ticket;
  }
}
