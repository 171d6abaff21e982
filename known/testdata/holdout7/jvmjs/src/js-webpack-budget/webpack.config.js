const path = require('node:path');

module.exports = {
  entry: { widget: './src/index.js' },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].js',
    clean: true,
  },
  performance: {
    // the widget is embedded on partner sites: keep it small
    hints: 'error',
    maxAssetSize: 150 * 1024,
    maxEntrypointSize: 150 * 1024,
  },
};
