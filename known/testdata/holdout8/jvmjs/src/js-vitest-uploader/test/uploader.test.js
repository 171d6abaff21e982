import { beforeEach, describe, expect, it, vi } from "vitest";
import { Uploader } from "../src/uploader.js";

function memoryTransport() {
  const parts = new Map();
  return {
    parts,
    put: vi.fn(async (id, index, part) => {
      parts.set(index, part);
      return { etag: `e${index}` };
    }),
    commit: vi.fn(async (id, etags) => ({ id, etags })),
    aborted: [],
    async abort(id) {
      this.aborted.push(id);
      throw new Error(`abort not supported by this transport (upload ${id})`);
    },
  };
}

describe("Uploader", () => {
  let transport;
  beforeEach(() => {
    transport = memoryTransport();
  });

  it("uploads every chunk and commits in order", async () => {
    const up = new Uploader(transport, { chunkSize: 3 });
    const res = await up.upload("f1", new Uint8Array(10));
    expect(res.etags).toEqual(["e0", "e1", "e2", "e3"]);
  });

  it("retries a flaky chunk", async () => {
    const err = Object.assign(new Error("502 bad gateway"), { retryable: true });
    transport.put.mockRejectedValueOnce(err).mockRejectedValueOnce(err);
    const up = new Uploader(transport, { chunkSize: 5, concurrency: 1 });
    const res = await up.upload("f2", new Uint8Array(10));
    expect(res.etags).toHaveLength(2);
  });

  it("cancel tells the transport", () => {
    const up = new Uploader(transport);
    up.cancel("f3");
    expect(transport.aborted).toEqual(["f3"]);
  });
});
