export class Queue {
  constructor() {
    this.items = [];
  }

  push(patient) {
    this.items.push({ ...patient, arrivedAt: Date.now() });
  }

  next() {
    return this.items.shift();
  }

  waiting() {
    return this.items.length;
  }
}
