"use strict";

module.exports = {
  ...require("./brackets"),
  ...require("./contributions"),
  ...require("./payslip"),
};
