const assert = require("node:assert/strict");
const { MailQueue } = require("../lib/queue");

function fakeTransport(delayMs = 5) {
  let n = 0;
  return (msg) =>
    new Promise((resolve, reject) => {
      setTimeout(() => (msg.to ? resolve(`id-${++n}`) : reject(new Error("no recipient"))), delayMs);
    });
}

describe("MailQueue", function () {
  it("delivers a message", async function () {
    const q = new MailQueue(fakeTransport());
    assert.equal(await q.send({ to: "a@example.com" }), "id-1");
  });

  it("rejects a message without a recipient", async function () {
    const q = new MailQueue(fakeTransport());
    await assert.rejects(q.send({ subject: "hi" }), /no recipient/);
  });

  it("never runs more than `concurrency` transports at once", async function () {
    let running = 0;
    let peak = 0;
    const q = new MailQueue(async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 10));
      running--;
      return "ok";
    }, { concurrency: 3 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => q.send({ to: `u${i}@example.com` })));
    assert.equal(peak, 3);
  });

  it("emits 'sent' for each delivery", function (done) {
    const q = new MailQueue(fakeTransport());
    const ids = [];
    q.on("sent", (id) => {
      ids.push(id);
      if (ids.length === 2) {
        assert.deepEqual(ids, ["id-1", "id-2"]);
        done();
      }
    });
    q.send({ to: "a@example.com" });
    q.send({ to: "b@example.com" });
  });

  describe("pause and resume", function () {
    it("holds messages while paused", async function () {
      const q = new MailQueue(fakeTransport());
      q.pause();
      const p = q.send({ to: "c@example.com" });
      assert.equal(q.pending.length, 1);
      q.resume();
      assert.equal(await p, "id-1");
    });

    it("counts what is pending", function () {
      const q = new MailQueue(fakeTransport());
      q.pause();
      q.send({ to: "d@example.com" });
      q.send({ to: "e@example.com" });
      assert.equal(q.pending.length, 2);
    });
  });
});
