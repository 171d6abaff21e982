const path = require("path");

module.exports = {
  entry: { main: "./src/index.js", admin: "./src/admin.js" },
  output: {
    path: path.resolve(__dirname, "dist"),
    filename: "[name].[contenthash:8].js",
    chunkFilename: "chunks/[name].[contenthash:8].js",
    clean: true,
  },
  performance: { hints: "warning", maxAssetSize: 12000, maxEntrypointSize: 20000 },
  stats: { modules: true, modulesSpace: 200, chunks: false },
};
