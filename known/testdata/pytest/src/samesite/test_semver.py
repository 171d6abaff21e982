from semver import bump, parse


def test_parse_plain():
    assert parse("v1.2.3") == (1, 2, 3)


def test_parse_without_v():
    assert parse("1.2.3") == (1, 2, 3)


def test_bump_release_candidate():
    assert bump("1.2.3", "patch") == "v1.2.4"


def test_bump_minor():
    assert bump("v1.2.3", "minor") == "v1.3.1"
