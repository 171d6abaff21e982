const path = require("path");

module.exports = {
  entry: { main: "./src/index.js", settings: "./src/settings.js" },
  output: { path: path.resolve(__dirname, "dist"), filename: "[name].js", clean: true },
  devtool: false,
};
