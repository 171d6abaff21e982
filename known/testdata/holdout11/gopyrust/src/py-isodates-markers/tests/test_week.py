from datetime import date

import pytest

from isodates import parse_week


@pytest.mark.parametrize(
    "text, monday",
    [("2024-W01", date(2024, 1, 1)), ("2021-W53", date(2022, 1, 3)), ("2020-W53", date(2020, 12, 28))],
    ids=["first-week", "year-end"],
)
def test_parse_week(text, monday):
    assert parse_week(text) == monday


def test_bad_week():
    with pytest.raises(ValueError):
        parse_week("2024-W54")
