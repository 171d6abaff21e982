import sys

import pytest

from mdlite import render


@pytest.mark.parametrize(
    "src, want",
    [
        ("# Title", "<h1>Title</h1>"),
        ("### Third", "<h3>Third</h3>"),
        ("plain text", "<p>plain text</p>"),
        ("two\nlines", "<p>two lines</p>"),
        ("a *b* c", "<p>a <em>b</em> c</p>"),
        ("a **b** c", "<p>a <strong>b</strong> c</p>"),
        ("use `x < y`", "<p>use <code>x &lt; y</code></p>"),
        ("[home](https://example.org/)", '<p><a href="https://example.org/">home</a></p>'),
        ("- one\n- two", "<ul><li>one</li><li>two</li></ul>"),
        ("* star", "<ul><li>star</li></ul>"),
    ],
)
def test_render(src, want):
    assert render(src) == want


def test_paragraphs():
    assert render("one\n\ntwo") == "<p>one</p>\n<p>two</p>"


def test_escapes_html():
    assert render("<script>") == "<p>&lt;script&gt;</p>"


@pytest.mark.xfail(reason="nested lists are not supported yet")
def test_nested_list():
    assert render("- a\n  - b") == "<ul><li>a<ul><li>b</li></ul></li></ul>"


@pytest.mark.xfail(reason="autolinks <https://...> are not supported yet (#41)")
def test_autolink():
    assert render("see <https://example.org>") == '<p>see <a href="https://example.org">https://example.org</a></p>'


@pytest.mark.xfail(reason="setext headings are not supported")
def test_setext_heading():
    assert render("Title\n=====") == "<h1>Title</h1>"


@pytest.mark.xfail(raises=NotImplementedError, reason="tables are not supported yet")
def test_table_with_missing_cell():
    assert render("| a | b |\n|---|---|\n| 1 |") == "<table>...</table>"


@pytest.mark.skipif(sys.platform != "win32", reason="CRLF input is only produced by the Windows editor plugin")
def test_crlf_input():
    assert render("a\r\n\r\nb") == "<p>a</p>\n<p>b</p>"
