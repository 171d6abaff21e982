const http = require("node:http");

function statsServer(queue) {
  return http.createServer((req, res) => {
    if (req.url === "/stats") {
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(queue.stats()));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
}

module.exports = { statsServer };
