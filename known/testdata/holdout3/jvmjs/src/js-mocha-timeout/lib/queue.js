const { EventEmitter } = require("node:events");

// A tiny in-process mail queue: send() resolves when a worker has delivered the message.
class MailQueue extends EventEmitter {
  constructor(transport, { concurrency = 2 } = {}) {
    super();
    this.transport = transport;
    this.concurrency = concurrency;
    this.pending = [];
    this.active = 0;
    this.paused = false;
  }

  send(message) {
    return new Promise((resolve, reject) => {
      this.pending.push({ message, resolve, reject });
      this._drain();
    });
  }

  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
  }

  _drain() {
    while (!this.paused && this.active < this.concurrency && this.pending.length > 0) {
      const job = this.pending.shift();
      this.active++;
      this.transport(job.message)
        .then((id) => {
          this.emit("sent", id);
          job.resolve(id);
        }, job.reject)
        .finally(() => {
          this.active--;
          this._drain();
        });
    }
  }
}

module.exports = { MailQueue };
