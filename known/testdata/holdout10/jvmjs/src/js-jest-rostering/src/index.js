module.exports = { ...require("./roster"), ...require("./overtime") };
