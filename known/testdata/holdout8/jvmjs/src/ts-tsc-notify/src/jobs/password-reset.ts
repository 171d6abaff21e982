import { dispatch } from "../dispatch.js";
import type { Notification } from "../model.js";

export async function passwordReset(email: string, link: string) {
  const n: Notification = {
    channel: "email",
    recipient: email,
    subject: "Reset your password",
    body: `Follow this link to choose a new password: ${link}`,
    priority: "urgent",
  };
  return dispatch(n);
}
