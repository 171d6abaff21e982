from geofence import Circle


def test_depot_fence():
    depot = Circle((51.5072, -0.1276), 250)
    assert depot.contains((51.5080, -0.1270))
    assert not depot.contains((51.5200, -0.1276))
