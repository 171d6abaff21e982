import sys

import pytest

from semver import Version


@pytest.mark.parametrize("text", ["1.2.3", "v1.2.3", "0.0.1", "10.20.30", "1.0.0-rc.1", "1.0.0+build.7"])
def test_parse_ok(text):
    assert Version.parse(text)


@pytest.mark.parametrize("text", ["1.2", "1.2.3.4", "a.b.c"])
def test_parse_error(text):
    with pytest.raises(ValueError, match="not a version"):
        Version.parse(text)


def test_str_roundtrip():
    assert str(Version.parse("v2.0.0-beta")) == "2.0.0-beta"


@pytest.mark.skipif(sys.platform != "win32", reason="CRLF input only comes from the Windows exporter")
def test_parse_crlf():
    assert str(Version.parse("1.2.3\r\n")) == "1.2.3"


def test_parse_yaml_manifest():
    yaml = pytest.importorskip("yaml")
    doc = yaml.safe_load("version: 3.1.4\n")
    assert str(Version.parse(doc["version"])) == "3.1.4"


def test_parse_toml_manifest():
    tomli_w = pytest.importorskip("tomli_w")
    assert tomli_w.dumps({"version": "1.0.0"})
