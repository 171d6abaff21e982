import { load, parsePort, type SyncConfig } from "./config.js";
import { JobQueue, type Job } from "./queue.js";

function openSocket(host: string, port: number): { send(data: string): void } {
  return { send: (data) => console.log(`${host}:${port} <- ${data.length} bytes`) };
}

export function flush(queue: JobQueue, cfg: SyncConfig): number {
  const sock = openSocket(cfg.endpoint, parsePort(process.env.SYNC_PORT));
  const batch = queue.take(cfg.batchSize);
  for (const job of batch) {
    job.attempts++;
    sock.send(JSON.stringify(job.payload));
  }
  return batch.length;
}

export function requeue(queue: JobQueue, failed: Job[], cfg: SyncConfig): void {
  for (const job of failed) {
    if (job.attempts < cfg.retries) {
      queue.push({ id: job.id, payload: job.payload });
    }
  }
}

export const config = load(process.env);
