import { describe, it, expect } from "vitest";
import { Uploader } from "./uploader.js";

const transport = {
  sent: [],
  async put(id, c) {
    this.sent.push([id, c]);
  },
  async abort(id) {
    throw new Error(`abort not supported (upload ${id})`);
  },
};

describe("Uploader", () => {
  it("sends every chunk", async () => {
    expect(await new Uploader(transport).send("a", [1, 2, 3])).toBe(3);
  });

  it("counts chunks sent", async () => {
    transport.sent = [];
    await new Uploader(transport).send("b", [1, 2]);
    expect(transport.sent.length).toBe(3);
  });

  it("cancels", () => {
    expect(new Uploader(transport).cancel("c")).toBe(true);
  });
});
