const assert = require("node:assert/strict");
const { sign, parseHeader, verify } = require("../lib");

describe("signatures", function () {
  const secret = "whsec_test_9f2c";
  const body = JSON.stringify({ id: "evt_1", type: "invoice.paid" });

  it("signs with a timestamp", function () {
    assert.match(sign(secret, body, 1700000000), /^t=1700000000,v1=[0-9a-f]{64}$/);
  });

  it("parses the header", function () {
    assert.deepEqual(parseHeader("t=1,v1=abc"), { t: "1", v1: "abc" });
  });

  it("verifies a fresh signature", function () {
    const header = sign(secret, body, 1700000000);
    assert.equal(verify(secret, body, header, 1700000100), true);
  });

  it("rejects a stale signature", function () {
    const header = sign(secret, body, 1700000000);
    assert.equal(verify(secret, body, header, 1700000400), false);
  });

  it("accepts a header with a second, rotated signature", function () {
    const header = sign(secret, body, 1700000000) + ",v1=" + "0".repeat(64);
    assert.equal(verify(secret, body, header, 1700000000), true);
  });
});
