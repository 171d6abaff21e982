from routeplan.plan import Stop, length_km, nearest_neighbour, split_rounds

DEPOT = Stop("depot", 53.795, -1.548)
STOPS = [
    Stop("Headingley", 53.819, -1.577),
    Stop("Roundhay", 53.836, -1.496),
    Stop("Morley", 53.740, -1.598),
    Stop("Pudsey", 53.796, -1.661),
    Stop("Garforth", 53.793, -1.382),
]


def test_visits_every_stop_once():
    route = nearest_neighbour(DEPOT, STOPS)
    assert sorted(s.name for s in route) == sorted(s.name for s in STOPS)


def test_first_stop_is_nearest():
    assert nearest_neighbour(DEPOT, STOPS)[0].name == "Headingley"


def test_round_trip_longer_than_one_way():
    route = nearest_neighbour(DEPOT, STOPS)
    assert length_km(DEPOT, route) > length_km(DEPOT, route, back=False)


def test_split_rounds():
    rounds = split_rounds(STOPS, 2)
    assert [len(r) for r in rounds] == [2, 2, 1]
