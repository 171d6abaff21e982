import pytest

import rows


def test_parse_trims_the_name():
    assert rows.parse(" bolt , 3") == ("bolt", 3)


@pytest.mark.parametrize("line", ["nut,1", "washer,10", "pin,0"])
def test_parse_reads_the_quantity(line):
    print(f"parsing {line!r}")
    assert rows.parse(line)[1] >= 0


def test_check_all_reports_each_bad_row():
    errs = rows.check_all(["bolt,1", "nut,x", "pin"])
    assert len(errs) == 2


def test_negative_quantity_is_refused():
    with pytest.raises(ValueError):
        rows.parse("bolt,-1")
