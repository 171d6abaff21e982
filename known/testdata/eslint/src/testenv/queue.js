// A bounded work queue; its size comes from the environment.
const limit = Number(process.env.QUEUE_LIMIT || 100);

class Queue {
  constructor() {
    this.items = [];
  }

  push(item) {
    if (this.items.length >= limit) {
      throw new Error("queue full");
    }
    this.items.push(item);
  }

  shift() {
    return this.items.shift();
  }

  get verbose() {
    return process.env.QUEUE_DEBUG === "1";
  }
}

module.exports = { Queue };
