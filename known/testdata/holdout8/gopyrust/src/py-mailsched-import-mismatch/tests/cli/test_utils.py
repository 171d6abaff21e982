import pytest

from mailsched.cli import parse_args


def test_parse_args():
    assert parse_args(["08:30", "list.csv"]) == ("08:30", "list.csv")


@pytest.mark.parametrize("argv", [[], ["0830", "list.csv"], ["08:30"]])
def test_parse_args_usage(argv):
    with pytest.raises(SystemExit, match="usage"):
        parse_args(argv)
