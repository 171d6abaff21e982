import { dispatch } from "../dispatch.js";

export async function tenantInvite(tenantId: string, email: string, inviter: string) {
  return dispatch({
    tenantId,
    channel: "email",
    recipient: email,
    subject: `${inviter} invited you to Relay`,
    body: "Accept the invitation from your dashboard.",
    priority: "normal",
  });
}
