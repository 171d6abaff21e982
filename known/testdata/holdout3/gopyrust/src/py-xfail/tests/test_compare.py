import pytest

from semver import Version

V = Version.parse


def test_patch_order():
    assert V("1.0.1") > V("1.0.0")


def test_prerelease_before_release():
    assert V("1.0.0-rc.1") < V("1.0.0")


@pytest.mark.xfail(reason="numeric pre-release identifiers compare as strings (#41)")
def test_numeric_prerelease_order():
    assert V("1.0.0-rc.2") < V("1.0.0-rc.10")


@pytest.mark.xfail(reason="build metadata should be ignored, but is it? (#44)")
def test_build_metadata_ignored():
    assert V("1.0.0+build.1") == V("1.0.0+build.2")


@pytest.mark.xfail(reason="alpha vs beta ordering not implemented (#39)")
def test_alpha_before_beta():
    assert V("1.0.0-alpha") < V("1.0.0-beta")


def test_bump():
    assert str(V("1.4.2").bump("minor")) == "1.5.0"


@pytest.mark.skip(reason="calendar versions are out of scope until 2.0")
def test_calver():
    assert V("2024.05.1")
