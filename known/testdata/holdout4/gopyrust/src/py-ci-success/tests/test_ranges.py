import pytest

from semver import satisfies


@pytest.mark.parametrize("version,spec,want", [
    ("1.2.3", "^1.2.3", True),
    ("1.9.0", "^1.2.3", True),
    ("2.0.0", "^1.2.3", False),
    ("0.2.5", "^0.2.3", True),
    ("0.3.0", "^0.2.3", False),
    ("0.0.3", "^0.0.3", True),
    ("0.0.4", "^0.0.3", False),
    ("1.2.9", "~1.2.3", True),
    ("1.3.0", "~1.2.3", False),
    ("1.5.0", ">=1.2.0 <2.0.0", True),
    ("2.0.0-rc.1", ">=1.2.0 <2.0.0", True),
    ("1.2.3", "1.2.3", True),
    ("1.2.4", "1.2.3", False),
])
def test_satisfies(version, spec, want):
    assert satisfies(version, spec) is want


@pytest.mark.skip(reason="hyphen ranges (1.2.3 - 2.3.4) are not implemented")
def test_hyphen_range():
    assert satisfies("2.0.0", "1.2.3 - 2.3.4")


def test_error_on_bad_spec_version():
    with pytest.raises(ValueError):
        satisfies("1.0.0", "^1.x")
