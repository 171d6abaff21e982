const path = require('path');

module.exports = {
  entry: './src/index.js',
  output: { path: path.resolve(__dirname, 'dist'), filename: 'bundle.js' },
  performance: { hints: 'warning', maxAssetSize: 1000, maxEntrypointSize: 1000 },
};
