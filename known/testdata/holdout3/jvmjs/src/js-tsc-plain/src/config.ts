export interface SyncConfig {
  endpoint: string;
  port: number;
  batchSize: number;
  retries: number;
}

const defaults: SyncConfig = {
  endpoint: "https://sync.example.net",
  port: 8443,
  batchSize: 200,
  retries: 3,
};

export function parsePort(raw: string | undefined): string {
  const n = Number.parseInt(raw ?? "", 10);
  return Number.isNaN(n) ? defaults.port : n;
}

export function load(env: Record<string, string | undefined>): SyncConfig {
  return {
    ...defaults,
    endpoint: env.SYNC_ENDPOINT ?? defaults.endpoint,
    batchSize: Number(env.SYNC_BATCH ?? defaults.batchSize),
  };
}
