import pytest

from intervals import Interval


@pytest.mark.parametrize("a,b,want", [
    ((0, 5), (5, 9), False), ((0, 5), (4, 9), True), ((3, 4), (0, 10), True), ((0, 0), (0, 1), False),
])
def test_overlaps(a, b, want):
    assert Interval(*a).overlaps(Interval(*b)) is want


@pytest.mark.parametrize("a,b,want", [((0, 5), (5, 9), (0, 9)), ((2, 3), (0, 10), (0, 10)), ((1, 4), (2, 6), (1, 6))])
def test_union(a, b, want):
    assert Interval(*a).union(Interval(*b)) == Interval(*want)


def test_union_disjoint_raises():
    with pytest.raises(ValueError, match="disjoint"):
        Interval(0, 1).union(Interval(3, 4))


@pytest.mark.parametrize("a,b,want", [((0, 5), (3, 9), (3, 5)), ((0, 5), (5, 9), None), ((0, 10), (2, 3), (2, 3))])
def test_intersection(a, b, want):
    got = Interval(*a).intersection(Interval(*b))
    assert got == (Interval(*want) if want else None)


def test_contains_and_len():
    i = Interval(3, 7)
    assert 3 in i and 6 in i and 7 not in i and "3" not in i
    assert len(i) == 4


def test_rejects_reversed():
    with pytest.raises(ValueError, match="hi < lo"):
        Interval(5, 2)


def test_str():
    assert str(Interval(1, 2)) == "[1, 2)"
