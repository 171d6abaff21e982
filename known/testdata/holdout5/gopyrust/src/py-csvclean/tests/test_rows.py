import pytest

from csvclean.rows import RowError, clean, clean_all


def make(i):
    return {"name": f"person {i}", "email": f"p{i}@example.com", "phone": f"01 02 03 04 {i % 100:02d}"}


@pytest.mark.parametrize("i", range(60))
def test_clean_row(i):
    out = clean(make(i), i + 2)
    assert out["email"] == f"p{i}@example.com"
    assert out["phone"].startswith("+33")


def test_missing_email_is_a_row_error():
    with pytest.raises(RowError) as info:
        clean({"name": "x"}, 7)
    print("got the expected error:", info.value)
    assert info.value.line == 7


def test_clean_all_collects_errors():
    rows = [make(1), {"name": "no mail"}, {"name": "bad", "email": "bad@"}, make(2)]
    good, errors = clean_all(rows)
    for e in errors:
        print("error:", e)
    assert len(good) == 2
    assert errors == ["row 3: missing field 'email'", "invalid email: 'bad@'"]


def test_postcode_defaults_to_france():
    out = clean({"name": "a", "email": "a@example.fr", "postcode": " 69001 ", "country": ""}, 2)
    assert out["postcode"] == "69001"


def test_gb_row():
    row = {"name": "ian wright", "email": "ian@example.co.uk", "postcode": "n1 9gu", "country": "GB"}
    assert clean(row, 2)["postcode"] == "N1 9GU"


def test_nl_row_keeps_international_phone():
    row = {"name": "joost van der berg", "email": "j@example.nl", "phone": "+31 6 1234 5678",
           "country": "NL"}
    out = clean(row, 2)
    assert out["name"] == "Joost van der Berg"
    assert out["phone"] == "+31612345678"
