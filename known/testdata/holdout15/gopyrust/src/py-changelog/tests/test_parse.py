from changelog import parse_changelog, parse_heading

TEXT = """# Changelog

## [Unreleased]

### Added
- export to CSV

## [1.2.0] - 2024-04-02

### Added
- dark mode
### Fixed
- crash on empty file

## [1.1.3] - 2024-02-11

### Fixed
- typo in help
"""


def test_heading():
    assert parse_heading("## [1.2.0] - 2024-04-02") == ("1.2.0", "2024-04-02")


def test_heading_prerelease():
    assert parse_heading("## [2.0.0-rc.1] - 2024-05-01") == ("2.0.0-rc.1", "2024-05-01")


def test_parse_versions():
    assert [e.version for e in parse_changelog(TEXT)] == ["Unreleased", "1.2.0", "1.1.3"]


def test_parse_changes():
    e = parse_changelog(TEXT)[1]
    assert e.changes == {"Added": ["dark mode"], "Fixed": ["crash on empty file"]}
