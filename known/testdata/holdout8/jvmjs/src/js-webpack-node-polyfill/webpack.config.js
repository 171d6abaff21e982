const path = require("path");

module.exports = {
  entry: "./src/index.js",
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: "upload-widget.[contenthash:8].js",
    clean: true,
  },
  devtool: "source-map",
};
