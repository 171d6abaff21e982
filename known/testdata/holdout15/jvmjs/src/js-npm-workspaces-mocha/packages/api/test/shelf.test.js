"use strict";

const assert = require("node:assert/strict");
const { Shelf } = require("../lib/shelf");

describe("Shelf", () => {
  let shelf;
  beforeEach(() => {
    shelf = new Shelf();
  });

  it("lists books by title", async () => {
    await shelf.add({ isbn: "1", title: "Piranesi" });
    await shelf.add({ isbn: "2", title: "Circe" });
    assert.deepEqual(shelf.list({ page: 1, limit: 10, sort: "title" }).map((b) => b.title), ["Circe", "Piranesi"]);
  });

  it("refuses a duplicate", async function (done) {
    await shelf.add({ isbn: "9", title: "Middlemarch" });
    shelf.add({ isbn: "9", title: "Middlemarch" }).catch((err) => {
      assert.match(err.message, /duplicate 9/);
      done();
    });
  });

  it("pages through", async () => {
    for (let i = 0; i < 5; i++) await shelf.add({ isbn: String(i), title: `t${i}` });
    assert.equal(shelf.list({ page: 2, limit: 2, sort: "title" }).length, 2);
  });
});
