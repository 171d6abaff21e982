// RFC 5545 3.1: lines longer than 75 octets are folded with CRLF + one space
function fold(line) {
  const out = [];
  let rest = Buffer.from(line, "utf8");
  let first = true;
  while (rest.length > (first ? 75 : 74)) {
    let cut = first ? 75 : 74;
    while ((rest[cut] & 0xc0) === 0x80) cut--; // do not split a UTF-8 sequence
    out.push((first ? "" : " ") + rest.subarray(0, cut).toString("utf8"));
    rest = rest.subarray(cut);
    first = false;
  }
  out.push((first ? "" : " ") + rest.toString("utf8"));
  return out.join("\r\n");
}

function unfold(text) {
  return text.replace(/\r\n[ \t]/g, "");
}

module.exports = { fold, unfold };
