// Uploads in chunks; cancel() fires the transport's abort and forgets to await it.
export class Uploader {
  constructor(transport) {
    this.transport = transport;
  }

  async send(id, chunks) {
    for (const c of chunks) {
      await this.transport.put(id, c);
    }
    return chunks.length;
  }

  cancel(id) {
    this.transport.abort(id); // not awaited: a rejection escapes
    return true;
  }
}
