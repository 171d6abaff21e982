// An unhandled promise rejection, whose error carries a cause.
async function connect(url) {
  try {
    throw new TypeError(`Invalid URL: ${url}`);
  } catch (err) {
    throw new Error("database connection failed", { cause: err });
  }
}

console.log("starting worker");
await connect("postgres//localhost");
