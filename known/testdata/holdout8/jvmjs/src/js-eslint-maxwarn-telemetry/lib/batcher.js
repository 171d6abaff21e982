export class Batcher {
  constructor(send, { maxSize = 100, maxWaitMs = 2000 } = {}) {
    this.send = send;
    this.maxSize = maxSize;
    this.maxWaitMs = maxWaitMs;
    this.items = [];
    this.timer = null;
  }

  add(item) {
    this.items.push(item);
    if (this.items.length >= this.maxSize) {
      return this.flush();
    }
    if (this.timer == null) {
      this.timer = setTimeout(() => this.flush(), this.maxWaitMs);
    }
    return Promise.resolve();
  }

  async flush() {
    clearTimeout(this.timer);
    this.timer = null;
    let batch = this.items.splice(0);
    if (batch.length == 0) {
      return;
    }
    console.log(`flushing ${batch.length} events`);
    await this.send(batch);
  }
}
