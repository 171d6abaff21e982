"""A very small Markdown subset: headings, paragraphs, emphasis, code, links, lists."""
import html
import re

_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_AUTOLINK = re.compile(r"<(https?://[^>\s]+)>")
_STRONG = re.compile(r"\*\*(.+?)\*\*")
_EM = re.compile(r"\*(.+?)\*")
_CODE = re.compile(r"`([^`]+)`")
_BULLET = re.compile(r"^\s*[-*]\s+")


def inline(text):
    text = html.escape(text, quote=False)
    text = _CODE.sub(r"<code>\1</code>", text)
    text = _STRONG.sub(r"<strong>\1</strong>", text)
    text = _EM.sub(r"<em>\1</em>", text)
    text = _LINK.sub(r'<a href="\2">\1</a>', text)
    text = re.sub(r"&lt;(https?://[^&\s]+)&gt;", r'<a href="\1">\1</a>', text)
    return text


def _table(lines):
    header = [c.strip() for c in lines[0].strip("|").split("|")]
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in lines[2:]]
    out = ["<table>", "<tr>" + "".join(f"<th>{inline(h)}</th>" for h in header) + "</tr>"]
    for r in rows:
        out.append("<tr>" + "".join(f"<td>{inline(r[i])}</td>" for i in range(len(header))) + "</tr>")
    out.append("</table>")
    return "\n".join(out)


def render(src):
    blocks = [b for b in re.split(r"\n\s*\n", src.strip()) if b.strip()]
    out = []
    for block in blocks:
        lines = block.splitlines()
        first = lines[0]
        if m := re.match(r"(#{1,6})\s+(.*)", first):
            level = len(m.group(1))
            out.append(f"<h{level}>{inline(m.group(2).strip())}</h{level}>")
        elif all(_BULLET.match(line) for line in lines):
            items = "".join(f"<li>{inline(_BULLET.sub('', line))}</li>" for line in lines)
            out.append(f"<ul>{items}</ul>")
        elif first.startswith("|"):
            out.append(_table(lines))
        else:
            out.append(f"<p>{inline(' '.join(line.strip() for line in lines))}</p>")
    return "\n".join(out)
