import os from "node:os";

export function handleHealth(req, res) {
  const uptime = process.uptime();
  return res.json({ ok: true, uptime: Math.round(uptime) });
}
