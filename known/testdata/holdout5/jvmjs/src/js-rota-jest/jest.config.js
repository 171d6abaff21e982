module.exports = {
  testEnvironment: "node",
  cacheDirectory: "<rootDir>/.jest-cache",
};
