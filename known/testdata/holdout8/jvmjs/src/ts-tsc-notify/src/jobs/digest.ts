import { dispatch } from "../dispatch.js";
import type { Notification } from "../model.js";

export async function weeklyDigest(email: string, items: string[]) {
  const body = items.map((i, k) => `${k + 1}. ${i}`).join("\n");
  return dispatch({ channel: "email", recipient: email, subject: "Your week", body, priority: "low" });
}
