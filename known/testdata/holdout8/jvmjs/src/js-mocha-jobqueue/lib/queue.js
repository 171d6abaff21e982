const { EventEmitter } = require("node:events");

class Queue extends EventEmitter {
  constructor({ maxAttempts = 3 } = {}) {
    super();
    this.maxAttempts = maxAttempts;
    this.jobs = [];
    this.seq = 0;
  }

  async enqueue(type, payload = {}) {
    if (typeof type !== "string" || !type) {
      throw new TypeError("job type must be a non-empty string");
    }
    const job = { id: ++this.seq, type, payload, attempts: 0, state: "queued" };
    this.jobs.push(job);
    this.emit("enqueued", job);
    return job;
  }

  next() {
    return this.jobs.find((j) => j.state === "queued");
  }

  fail(job, err) {
    job.attempts++;
    job.lastError = err.message;
    job.state = job.attempts >= this.maxAttempts ? "dead" : "queued";
  }

  complete(job) {
    job.state = "done";
  }

  stats() {
    const s = { queued: 0, done: 0, dead: 0 };
    for (const j of this.jobs) s[j.state]++;
    return s;
  }
}

module.exports = { Queue };
