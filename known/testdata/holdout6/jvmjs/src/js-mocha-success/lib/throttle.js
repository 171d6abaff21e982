"use strict";

class Throttle {
  constructor({ limit, onError = (e) => console.error(`throttle: task error: ${e.message}`) }) {
    this.limit = limit;
    this.active = 0;
    this.queue = [];
    this.onError = onError;
  }

  run(task) {
    return new Promise((resolve) => {
      this.queue.push({ task, resolve });
      this._next();
    });
  }

  _next() {
    if (this.active >= this.limit || this.queue.length === 0) return;
    const { task, resolve } = this.queue.shift();
    this.active++;
    Promise.resolve()
      .then(task)
      .catch((e) => {
        this.onError(e);
        return undefined;
      })
      .then((v) => {
        this.active--;
        resolve(v);
        this._next();
      });
  }

  get pending() {
    return this.queue.length;
  }
}

module.exports = { Throttle };
