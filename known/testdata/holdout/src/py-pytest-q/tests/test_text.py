import textwrap


def wrap(s, width):
    return textwrap.wrap(s, width=width)


def test_wrap_short():
    assert wrap("hello", 10) == ["hello"]


def test_wrap_long():
    assert wrap("the quick brown fox jumps", 10) == ["the quick", "brown fox", "jumps"]


class TestIndent:
    def test_indent(self):
        assert textwrap.indent("a\nb", "  ") == "  a\n  b"

    def test_dedent_tabs(self):
        text = "\tline one\n    line two"
        assert textwrap.dedent(text) == "line one\nline two"
