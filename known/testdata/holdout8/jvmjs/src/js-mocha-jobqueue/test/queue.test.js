const assert = require("node:assert/strict");
const { Queue } = require("../lib/queue");

describe("Queue", () => {
  it("assigns increasing ids", async () => {
    const q = new Queue();
    const a = await q.enqueue("email");
    const b = await q.enqueue("email");
    assert.equal(b.id, a.id + 1);
  });

  it("rejects a job without a type", async () => {
    const q = new Queue();
    await assert.rejects(q.enqueue(""), TypeError);
  });

  it("rejects a payload that is not an object", async () => {
    const q = new Queue();
    await assert.rejects(q.enqueue("email", "to=ana@example.com"), /payload must be an object/);
  });

  it("dead-letters after maxAttempts", async () => {
    const q = new Queue({ maxAttempts: 2 });
    const job = await q.enqueue("resize");
    q.fail(job, new Error("boom"));
    q.fail(job, new Error("boom"));
    assert.equal(job.state, "dead");
  });
});
