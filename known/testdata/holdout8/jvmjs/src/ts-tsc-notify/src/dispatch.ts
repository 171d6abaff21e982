import { sendEmail } from "./channels/email.js";
import { sendSms } from "./channels/sms.js";
import type { DeliveryResult, Notification } from "./model.js";

export async function dispatch(n: Notification): Promise<DeliveryResult> {
  switch (n.channel) {
    case "email":
      return sendEmail(n, process.env.MAIL_API_KEY);
    case "sms":
      return sendSms(n, process.env.SMS_TOKEN ?? "");
    case "push":
      return { ok: false, error: "push not configured" };
  }
}
