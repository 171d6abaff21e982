import pytest

from weatherstats.locale_fmt import fmt
from weatherstats.report import render
from weatherstats.summary import summarize


def test_summary(day):
    s = summarize(day)
    assert (s.t_min, s.t_max, s.t_mean, s.rain_mm, s.gust_kmh) == (0.2, 7.5, 3.5, 1.6, 33)


def test_render(day):
    text = render(summarize(day))
    assert text.splitlines()[0] == "EGCC 2024-01-15"
    assert "rain 1.6 mm" in text


@pytest.mark.parametrize(
    "value,digits,unit,want",
    [(1.25, 1, "", "1.2"), (3, 0, "km/h", "3 km/h"), (-0.04, 1, "C", "-0.0 C"), (1012.6, 0, "hPa", "1013 hPa"), (0.5, 2, "mm", "0.50 mm")],
)
def test_fmt(value, digits, unit, want):
    assert fmt(value, digits, unit) == want


def test_problems(day):
    assert all(not r.problems() for r in day)
