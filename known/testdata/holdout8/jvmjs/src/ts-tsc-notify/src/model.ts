export type Channel = "email" | "sms" | "push";
export type Priority = "low" | "normal" | "urgent";

export interface Notification {
  /** Tenant the message is billed to; required since multi-tenant sending (RELAY-412). */
  tenantId: string;
  channel: Channel;
  recipient: string;
  subject?: string;
  body: string;
  priority: Priority;
}

export interface DeliveryResult {
  ok: boolean;
  providerId?: string;
  error?: string;
}
