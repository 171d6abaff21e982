module.exports = {
  ...require("./template"),
  ...require("./channels"),
  ...require("./deliver"),
};
