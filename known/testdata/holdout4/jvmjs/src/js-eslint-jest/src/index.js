const { render } = require("./templates");
const { classify } = require("./recipients");
const { createThrottle } = require("./throttle");
const email = require("./channels/email");
const sms = require("./channels/sms");
const push = require("./channels/push");

function createNotifier(deps) {
  const allow = createThrottle(deps.limit || 5, deps.windowMs || 60_000);
  return async function notify(address, kind, vars) {
    const { channel, to } = classify(address);
    if (channel === "none") throw new Error(`cannot reach ${address}`);
    if (!allow(to)) return { skipped: "throttled" };
    const text = render(kind, vars);
    if (channel === "email") await email.send(deps.mail, to, text);
    if (channel === "sms") await sms.send(deps.sms, to, text);
    if (channel === "push") await push.send(deps.push, to, text);
    return { channel, to };
  };
}

module.exports = { createNotifier };
