import { dispatch } from "../dispatch.js";
import type { Notification } from "../model.js";

export function loginCodeMessage(phone: string, code: string): Notification {
  return { channel: "sms", recipient: phone, body: `Your login code is ${code}`, priority: "urgent" };
}

export async function sendLoginCode(phone: string, code: string) {
  return dispatch(loginCodeMessage(phone, code));
}
