"use strict";

const { EventEmitter } = require("node:events");

class DeliveryQueue extends EventEmitter {
  constructor(send) {
    super();
    this.send = send;
    this.pending = [];
  }

  push(hook) {
    this.pending.push(hook);
  }

  async drain() {
    while (this.pending.length > 0) {
      const hook = this.pending.shift();
      await this.send(hook);
      this.emit("delivered", hook.id);
    }
    this.emit("drained");
  }
}

module.exports = { DeliveryQueue };
