import pytest

from ratecard import band_for


@pytest.mark.parametrize("kg,name", [(0.05, "letter"), (0.1, "letter"), (1.5, "small"),
                                     (2.0, "small"), (9.9, "medium"), (30.0, "large")])
def test_band_for(kg, name):
    assert band_for(kg).name == name


def test_over_limit():
    with pytest.raises(ValueError, match="over the 30.0 kg limit"):
        band_for(31)
