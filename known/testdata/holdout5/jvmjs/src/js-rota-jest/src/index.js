module.exports = {
  ...require("./clock"),
  ...require("./pay"),
  ...require("./rota"),
  ...require("./timesheet"),
};
