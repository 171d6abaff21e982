const http = require("http");
const path = require("path");

function handler(req, res) {
  if (req.url == "/health") {
    res.end("ok")
    return;
  }
  console.log("request", req.url);
  res.statusCode = 404;
  res.end(notFoundPage);
}

module.exports = { handler };
