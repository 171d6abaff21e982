const assert = require("node:assert/strict");
const { Queue } = require("../lib/queue");
const { Worker } = require("../lib/worker");

describe("Worker", () => {
  it("runs the handler and completes the job", async () => {
    const q = new Queue();
    const seen = [];
    await q.enqueue("email", { to: "ana@example.com" });
    await new Worker(q, { email: async (p) => seen.push(p.to) }).drain();
    assert.deepEqual(seen, ["ana@example.com"]);
    assert.deepEqual(q.stats(), { queued: 0, done: 1, dead: 0 });
  });

  it("retries a failing job until it is dead", async () => {
    const q = new Queue({ maxAttempts: 3 });
    await q.enqueue("flaky");
    const n = await new Worker(q, { flaky: async () => { throw new Error("nope"); } }).drain();
    assert.equal(n, 3);
    assert.equal(q.stats().dead, 1);
  });

  it("fails jobs with no handler", async () => {
    const q = new Queue({ maxAttempts: 1 });
    const job = await q.enqueue("unknown");
    await new Worker(q, {}).drain();
    assert.equal(job.lastError, "no handler for unknown");
  });
});
