const assert = require("assert");
const { Queue } = require("../queue");

describe("Queue", function () {
  it("starts empty", function () {
    assert.strictEqual(new Queue().size, 0);
  });

  it("pops in last-in first-out order", function () {
    const q = new Queue();
    q.push(1);
    q.push(2);
    assert.strictEqual(q.pop(), 2);
  });
});
