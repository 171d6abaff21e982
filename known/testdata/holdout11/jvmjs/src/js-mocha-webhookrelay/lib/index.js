"use strict";
module.exports = { ...require("./verify"), ...require("./fanout"), ...require("./route") };
