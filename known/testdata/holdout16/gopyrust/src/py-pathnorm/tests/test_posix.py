import pytest

from pathnorm import to_posix


@pytest.mark.parametrize("win,want", [
    ("C:\\Users\\ada\\notes.txt", "/c/Users/ada/notes.txt"),
    ("D:\\data\\..\\logs", "/d/logs"),
    ("relative\\dir\\file", "relative/dir/file"),
    ("a\\\\b", "a/b"),
])
def test_to_posix(win, want):
    assert to_posix(win) == want
