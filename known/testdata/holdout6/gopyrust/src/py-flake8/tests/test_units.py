from weather.units import c_to_f, f_to_c, wind_chill


def test_round_trip():
    for c in (-40, 0, 37, 100):
        assert abs(f_to_c(c_to_f(c)) - c) < 1e-9

def test_wind_chill_warm_is_unchanged():
    assert wind_chill(15, 30) == 15
