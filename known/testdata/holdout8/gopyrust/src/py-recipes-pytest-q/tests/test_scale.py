from recipes.scale import pretty, scale

PANCAKES = {
    "flour": (200.0, "g"),
    "milk": (300.0, "ml"),
    "eggs": (2, "egg"),
    "sugar": (1.5, "tbsp"),
    "salt": (0.25, "tsp"),
}


def test_scale_up():
    assert scale(PANCAKES, 4, 6) == {
        "flour": (300.0, "g"),
        "milk": (450.0, "ml"),
        "eggs": (3, "egg"),
        "sugar": (2.25, "tbsp"),
        "salt": (0.38, "tsp"),
    }


def test_scale_down_keeps_whole_eggs():
    assert scale(PANCAKES, 4, 1) == {
        "flour": (50.0, "g"),
        "milk": (75.0, "ml"),
        "eggs": (1, "egg"),
        "sugar": (0.38, "tbsp"),
        "salt": (0.06, "tsp"),
    }


def test_pretty():
    assert [pretty(q) for q in (2.0, 1.5, 0.25, 0.375, 2.75)] == ["2", "1 1/2", "1/4", "3/8", "2 3/4"]
