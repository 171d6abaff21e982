#!/usr/bin/env node
import { Batcher } from "../lib/batcher.js";
import { parseRate, sampled } from "../lib/sampler.js";
import { hostname } from "node:os";

const rate = parseRate(process.env.TELEMETRY_SAMPLE_RATE, 0.1);
const endpoint = process.env.TELEMETRY_ENDPOINT ?? "http://localhost:4318/v1/events";

const batcher = new Batcher(async (events) => {
  const res = await fetch(endpoint, { method: "POST", body: JSON.stringify(events) });
  if (!res.ok) console.error(`telemetry: ${res.status}`);
});

export function record(event) {
  if (!sampled(event.traceId, rate)) return;
  batcher.add({ ...event, at: Date.now() });
}

process.on("beforeExit", () => batcher.flush());
