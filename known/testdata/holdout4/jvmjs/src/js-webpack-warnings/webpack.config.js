const path = require("path");

module.exports = {
  entry: { main: "./src/index.js", consent: "./src/consent.js" },
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: "[name].[contenthash:8].js",
    clean: true,
  },
  // critical-path budget for the landing page (agreed with the web-performance team)
  performance: { hints: "warning", maxAssetSize: 1024, maxEntrypointSize: 1024 },
};
