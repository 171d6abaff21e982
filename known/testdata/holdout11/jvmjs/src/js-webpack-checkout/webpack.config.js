const path = require("path");

module.exports = {
  entry: "./src/index.js",
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: "checkout.[contenthash:8].js",
    clean: true,
  },
  module: {
    parser: {
      // a missing named export is a build error, not a runtime undefined
      javascript: { exportsPresence: "error" },
    },
  },
  devtool: "source-map",
};
