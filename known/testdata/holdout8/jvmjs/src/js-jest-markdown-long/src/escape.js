const MAP = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

function escape(s) {
  return s.replace(/[&<>"]/g, (c) => MAP[c]);
}

module.exports = { escape };
