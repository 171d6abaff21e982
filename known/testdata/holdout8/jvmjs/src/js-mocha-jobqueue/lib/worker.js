class Worker {
  constructor(queue, handlers) {
    this.queue = queue;
    this.handlers = handlers;
  }

  async runOnce() {
    const job = this.queue.next();
    if (!job) return false;
    const handler = this.handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for ${job.type}`);
      await handler(job.payload);
      this.queue.complete(job);
    } catch (err) {
      this.queue.fail(job, err);
    }
    return true;
  }

  async drain() {
    let n = 0;
    while (await this.runOnce()) n++;
    return n;
  }
}

module.exports = { Worker };
