// Delivers through a provider, retrying failures; logs each failure the way ops expect.
async function deliver(provider, message, { attempts = 3, wait = () => Promise.resolve() } = {}) {
  let lastError;
  for (let i = 1; i <= attempts; i++) {
    try {
      return await provider.send(message);
    } catch (err) {
      lastError = err;
      console.warn(`delivery attempt ${i}/${attempts} failed: ${err.message}`);
      await wait(i);
    }
  }
  console.error(`giving up on message ${message.id}`, lastError);
  throw lastError;
}

function onProviderError(err) {
  const fatal = err.code === "EAUTH" || err.code === "EQUOTA";
  console.error(`provider error ${err.code}: ${err.message}${fatal ? " (fatal)" : ""}`);
  return fatal ? "halt" : "retry";
}

module.exports = { deliver, onProviderError };
