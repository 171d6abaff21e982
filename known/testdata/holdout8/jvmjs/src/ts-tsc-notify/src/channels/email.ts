import type { DeliveryResult, Notification } from "../model.js";

export async function sendEmail(n: Notification, apiKey: string): Promise<DeliveryResult> {
  const res = await fetch("https://mail.example.net/v3/send", {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ to: n.recipient, subject: n.subject ?? "(no subject)", text: n.body, tenant: n.tenantId }),
  });
  return res.ok ? { ok: true, providerId: res.headers.get("x-message-id") ?? undefined } : { ok: false, error: `HTTP ${res.status}` };
}
