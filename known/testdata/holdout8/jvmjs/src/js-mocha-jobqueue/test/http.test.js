const assert = require("node:assert/strict");
const { Queue } = require("../lib/queue");
const { statsServer } = require("../lib/http");

describe("stats endpoint", () => {
  let server;
  let base;
  const queue = new Queue();

  before((done) => {
    server = statsServer(queue).listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${server.address().port}`;
      done();
    });
  });

  after((done) => {
    server.close(done);
  });

  it("serves the counts", async () => {
    await queue.enqueue("email");
    const res = await fetch(`${base}/stats`);
    assert.deepEqual(await res.json(), { queued: 1, done: 0, dead: 0 });
  });

  it("404s elsewhere", async () => {
    const res = await fetch(`${base}/nope`);
    assert.equal(res.status, 404);
  });

  it("stops cleanly", (done) => {
    server.close(done);
  });
});
