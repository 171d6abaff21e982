const assert = require("node:assert/strict");
const { DeliveryQueue } = require("../lib");

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

describe("DeliveryQueue", function () {
  it("delivers everything and goes idle", function (done) {
    const seen = [];
    const q = new DeliveryQueue(async (job) => {
      await wait(5);
      seen.push(job.id);
      return 200;
    });
    q.on("idle", () => {
      assert.deepEqual(seen.sort(), [1, 2, 3]);
      done();
    });
    [1, 2, 3].forEach((id) => q.push({ id }));
  });

  it("reports failures with the job", function (done) {
    const q = new DeliveryQueue(async () => {
      throw new Error("connect ECONNREFUSED 10.0.4.7:443");
    });
    q.on("failed", (job, err) => {
      assert.equal(job.id, 9);
      assert.match(err.message, /ECONNREFUSED/);
      done();
    });
    q.push({ id: 9 });
  });

  it("never runs more than two at once", async function () {
    let running = 0;
    let peak = 0;
    const q = new DeliveryQueue(async () => {
      running += 1;
      peak = Math.max(peak, running);
      await wait(20);
      running -= 1;
    });
    for (let i = 0; i < 6; i++) q.push({ id: i });
    await new Promise((r) => q.once("drained", r));
    assert.equal(peak, 2);
  });
});
