class Queue {
  constructor() {
    this.items = [];
  }

  push(x) {
    this.items.push(x);
  }

  pop() {
    return this.items.pop();
  }

  get size() {
    return this.items.length;
  }
}

module.exports = { Queue };
