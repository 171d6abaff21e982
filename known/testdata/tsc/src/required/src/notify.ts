// Notifications now carry their tenant: tenantId was added as a required field.
export interface Notification {
  tenantId: string;
  channel: "email" | "sms";
  recipient: string;
  body: string;
}

export function send(n: Notification): string {
  return `${n.tenantId}:${n.channel}:${n.recipient}`;
}

export function welcome(email: string): string {
  return send({ channel: "email", recipient: email, body: "Welcome" });
}

export function loginCode(phone: string, code: number): Notification {
  return { channel: "sms", recipient: phone, body: `Your code is ${code}` };
}

export function reset(email: string): Notification {
  const n: Notification = { channel: "email", recipient: email, body: "Reset your password" };
  return n;
}

export function count(all: Notification[]): number {
  return all.length.toFixed(0);
}
