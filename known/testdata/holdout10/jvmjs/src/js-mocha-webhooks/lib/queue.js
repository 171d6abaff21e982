const { EventEmitter } = require("node:events");

class DeliveryQueue extends EventEmitter {
  constructor(send, { concurrency = 2 } = {}) {
    super();
    this.send = send;
    this.concurrency = concurrency;
    this.pending = [];
    this.active = 0;
  }

  push(job) {
    this.pending.push(job);
    this.drain();
  }

  drain() {
    while (this.active < this.concurrency && this.pending.length > 0) {
      const job = this.pending.shift();
      this.active += 1;
      this.send(job)
        .then((res) => this.emit("delivered", job, res))
        .catch((err) => this.emit("failed", job, err))
        .finally(() => {
          this.active -= 1;
          this.drain();
          if (this.pending.length === 0 && this.active === 0) this.emit("idle");
        });
    }
  }
}

module.exports = { DeliveryQueue };
