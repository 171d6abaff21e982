import sys

import pytest

from semver import parse, parse_loose

ORDERED = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2",
           "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1.0", "2.0.0"]


@pytest.mark.parametrize("i", range(len(ORDERED) - 1))
def test_precedence(i):
    assert parse(ORDERED[i]) < parse(ORDERED[i + 1])


@pytest.mark.parametrize("text", ["1.2", "01.2.3", "1.2.3-", "1.2.3+", "v1.2.3", "1.2.3.4", ""])
def test_parse_error_on_invalid(text):
    with pytest.raises(ValueError, match="not a semantic version"):
        parse(text)


def test_build_metadata_ignored_in_equality():
    assert parse("1.2.3+build.5") == parse("1.2.3+build.6")


def test_str_roundtrip():
    assert str(parse("1.2.3-rc.1+sha.abc")) == "1.2.3-rc.1+sha.abc"


@pytest.mark.parametrize("text,want", [("v1.2", "1.2.0"), ("1.2.3.4", "1.2.3"), ("V3", "3.0.0")])
def test_parse_loose(text, want):
    assert str(parse_loose(text)) == want


@pytest.mark.skipif(sys.version_info < (3, 12), reason="needs Python 3.12 (PEP 695 generics)")
def test_typed_alias():
    pass
