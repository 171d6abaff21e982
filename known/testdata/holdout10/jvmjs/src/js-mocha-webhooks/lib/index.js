module.exports = { ...require("./sign"), ...require("./queue"), ...require("./routes") };
