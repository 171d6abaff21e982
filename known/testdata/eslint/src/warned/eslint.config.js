module.exports = [
  {
    files: ["**/*.js"],
    languageOptions: { ecmaVersion: 2022, sourceType: "commonjs", globals: { require: "readonly", module: "writable", console: "readonly" } },
    rules: {
      "no-unused-vars": "warn",
      "prefer-const": "warn",
      "no-console": "warn",
    },
  },
];
