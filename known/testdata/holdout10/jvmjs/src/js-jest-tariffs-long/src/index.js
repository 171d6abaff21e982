module.exports = { ...require("./bands"), ...require("./meter"), ...require("./remote") };
