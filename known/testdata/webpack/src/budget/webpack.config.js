// The team's budget: a bundle over 100 KiB fails the build.
module.exports = {
  entry: "./src/index.js",
  performance: { hints: "error", maxAssetSize: 100 * 1024, maxEntrypointSize: 100 * 1024 },
};
