import { chunkRanges, checksum } from "./chunks.js";
import { withRetry } from "./retry.js";

export class Uploader {
  constructor(transport, { chunkSize = 4, concurrency = 2 } = {}) {
    this.transport = transport;
    this.chunkSize = chunkSize;
    this.concurrency = concurrency;
  }

  async upload(id, bytes) {
    const ranges = chunkRanges(bytes.length, this.chunkSize);
    const queue = [...ranges.entries()];
    const results = [];
    const worker = async () => {
      while (queue.length) {
        const [index, { start, end }] = queue.shift();
        const part = bytes.slice(start, end);
        results[index] = await withRetry(() => this.transport.put(id, index, part, checksum(part)), { delayMs: 500 });
      }
    };
    await Promise.all(Array.from({ length: this.concurrency }, worker));
    return this.transport.commit(id, results.map((r) => r.etag));
  }

  cancel(id) {
    return this.transport.abort(id);
  }
}
