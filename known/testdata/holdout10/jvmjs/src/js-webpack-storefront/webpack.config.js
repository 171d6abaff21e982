const path = require("path");

module.exports = {
  entry: "./src/index.js",
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: "storefront.[contenthash:8].js",
    clean: true,
  },
  resolve: {
    extensions: [".js"],
  },
  devtool: "source-map",
};
