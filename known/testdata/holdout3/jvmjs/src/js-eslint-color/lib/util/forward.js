export async function forward(url, payload, attempts = 3) {
  const target = new URL(url);
  for (let i = 0; i < attempts; i++) {
    const res = await fetch(target, { method: "POST", body: JSON.stringify(payload) });
    if (res.ok) {
      return { status: res.status };
    }
    await sleep(250 * 2 ** i);
  }
  attempts = 0;
  return { status: 502, body: `gave up on ${target.host}` };
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
