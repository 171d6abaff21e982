from geofence.zones import CENTRE, EAST, ZONES


def test_zone_names_unique():
    names = [z.name for z in ZONES]
    assert len(names) == len(set(names))


def test_zones_share_an_edge():
    assert {p.lon for p in CENTRE.vertices} & {p.lon for p in EAST.vertices} == {-0.07}


def test_every_zone_is_closed_quad():
    for z in ZONES:
        assert len(z.vertices) == 4, z.name
