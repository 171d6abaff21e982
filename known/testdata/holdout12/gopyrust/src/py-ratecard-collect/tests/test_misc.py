from ratecard import Band


def test_band_is_frozen():
    b = Band("x", 1.0, 1)
    try:
        b.cents = 2
    except AttributeError:
        return
    raise AssertionError("Band should be frozen")
