import pytest

from layered import coerce

TRUTHY = ["1", "true", "True", "TRUE", "yes", "Yes", "on", "ON", " on "]
FALSY = ["0", "false", "False", "no", "NO", "off", "Off", " off"]
INTS = [("2", 2), ("17", 17), ("-4", -4), ("65535", 65535), ("0012", 12), ("+8", 8),
        ("100000", 100000), ("-1", -1), ("42", 42), ("999", 999)]
FLOATS = [("0.5", 0.5), ("1e3", 1000.0), ("-2.25", -2.25), ("3.0", 3.0), (".75", 0.75),
          ("1.5e-2", 0.015), ("12.5", 12.5), ("-0.125", -0.125)]
STRINGS = ["localhost", "db.internal", "/var/lib/app", "UTC", "en_GB", "warn", "error-only",
           "s3://bucket/key", "v1.2.3", "x-y-z", "hello world", "a=b"]
NONES = ["", "null", "None", "NONE", " none "]
LISTS = [("a,b", ["a", "b"]), ("1,2,3", [1, 2, 3]), ("on,off", [True, False]),
         ("x,,y", ["x", None, "y"]), ("0.5,2", [0.5, 2]), ("eu-west-1,us-east-2", ["eu-west-1", "us-east-2"])]


@pytest.mark.parametrize("text", TRUTHY)
def test_truthy(text):
    assert coerce(text) is True


@pytest.mark.parametrize("text", FALSY)
def test_falsy(text):
    assert coerce(text) is False


@pytest.mark.parametrize("text,want", INTS)
def test_ints(text, want):
    assert coerce(text) == want
    assert isinstance(coerce(text), int)


@pytest.mark.parametrize("text,want", FLOATS)
def test_floats(text, want):
    assert coerce(text) == pytest.approx(want)


@pytest.mark.parametrize("text", STRINGS)
def test_strings_stay_strings(text):
    assert coerce(text) == text


@pytest.mark.parametrize("text", NONES)
def test_nones(text):
    assert coerce(text) is None


@pytest.mark.parametrize("text,want", LISTS)
def test_lists(text, want):
    assert coerce(text) == want
