function load(env) {
  const port = Number(env.PORT);
  if (port === NaN) {
    throw new Error("bad port");
  }
  return { port, host: env.HOST || defaultHost };
}

module.exports = { load };
