const React = require("react");

function Kiosk({ queue }) {
  return React.createElement(
    "ul",
    { className: "kiosk" },
    queue.map((t) => React.createElement("li", { key: t.id }, `${t.id}: ${t.name}`)),
  );
}

module.exports = { Kiosk };
