"use strict";

const assert = require("node:assert/strict");
const { DeliveryQueue } = require("../lib/queue");

describe("DeliveryQueue", function () {
  it("delivers in order", async function () {
    const sent = [];
    const q = new DeliveryQueue(async (h) => { sent.push(h.id); });
    q.push({ id: "a" });
    q.push({ id: "b" });
    await q.drain();
    assert.deepEqual(sent, ["a", "b"]);
  });

  it("emits drained when the queue empties", function (done) {
    const q = new DeliveryQueue(async () => {});
    q.push({ id: "a" });
    q.on("drain", () => done());
    q.drain();
  });
});
