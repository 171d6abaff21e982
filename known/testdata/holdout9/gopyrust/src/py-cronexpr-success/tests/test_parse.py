import pytest

from cronexpr import CronError, parse


@pytest.mark.parametrize(
    "expr,field,want",
    [
        ("*/15 * * * *", "minute", {0, 15, 30, 45}),
        ("0 9-17 * * *", "hour", set(range(9, 18))),
        ("0 0 1,15 * *", "day", {1, 15}),
        ("0 0 * * 1-5", "weekday", {1, 2, 3, 4, 5}),
        ("0 0 * * 7", "weekday", {0}),
        ("@hourly", "minute", {0}),
        ("0 0 * 1-12/3 *", "month", {1, 4, 7, 10}),
    ],
)
def test_fields(expr, field, want):
    assert set(getattr(parse(expr), field)) == want


@pytest.mark.parametrize("expr", ["", "* * * *", "61 * * * *", "* * * * mon", "*/0 * * * *", "5-1 * * * *"])
def test_errors(expr):
    with pytest.raises(CronError):
        parse(expr)


@pytest.mark.xfail(reason="names for months and weekdays are not supported yet")
def test_named_weekdays():
    assert parse("0 0 * * mon-fri").weekday == frozenset({1, 2, 3, 4, 5})
