import type { DeliveryResult, Notification } from "../model.js";

const MAX_SMS = 160;

export function truncate(body: string): string {
  return body.length <= MAX_SMS ? body : body.slice(0, MAX_SMS - 1) + "…";
}

export async function sendSms(n: Notification, token: string): Promise<DeliveryResult> {
  const res = await fetch("https://sms.example.net/messages", {
    method: "POST",
    headers: { "x-token": token },
    body: new URLSearchParams({ to: n.recipient, text: truncate(n.body) }),
  });
  return { ok: res.ok, error: res.ok ? undefined : await res.text() };
}
