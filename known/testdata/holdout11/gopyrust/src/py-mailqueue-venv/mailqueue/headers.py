"""Header formatting."""


def fold(name, value, width=78):
    """Folds a long header onto continuation lines starting with a space."""
    line = f"{name}: "
    out = []
    for word in value.split(" "):
        if len(line) - len(name) + len(word) > width:
            out.append(line.rstrip())
            line = " "
        line += word + " "
    out.append(line.rstrip())
    return "\r\n".join(out)


def render(template, fields):
    """Fills {placeholders} of a subject template."""
    return template.format(**fields)
