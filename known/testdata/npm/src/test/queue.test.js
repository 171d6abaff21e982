const assert = require("assert");
const { Queue } = require("../queue");

describe("Queue", function () {
  it("starts empty", function () {
    assert.strictEqual(new Queue().size, 0);
  });

  it("pops in first-in first-out order", function () {
    const q = new Queue();
    q.push(1);
    q.push(2);
    assert.strictEqual(q.pop(), 1);
  });

  it("peeks without removing", function () {
    const q = new Queue();
    q.push("a");
    assert.strictEqual(q.peek(), "a");
  });

  it.skip("drains", function () {});

  it("counts pushes", function () {
    const q = new Queue();
    q.push(1);
    assert.strictEqual(q.size, 1);
  });
});
