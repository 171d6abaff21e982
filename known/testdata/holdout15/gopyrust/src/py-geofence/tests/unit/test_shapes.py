from geofence import Circle, Polygon, haversine_m


def test_haversine_zero():
    assert haversine_m((52.5, 13.4), (52.5, 13.4)) == 0


def test_circle_contains_center():
    assert Circle((48.85, 2.35), 100).contains((48.85, 2.35))


def test_square_contains():
    sq = Polygon([(0, 0), (0, 1), (1, 1), (1, 0)])
    assert sq.contains((0.5, 0.5))
    assert not sq.contains((1.5, 0.5))
