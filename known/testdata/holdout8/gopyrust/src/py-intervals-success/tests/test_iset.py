import sys

import pytest

from intervals import Interval, IntervalSet


def s(*pairs):
    return IntervalSet(Interval(a, b) for a, b in pairs)


@pytest.mark.parametrize("pairs,want", [
    ([(0, 2), (5, 7)], "[0, 2) [5, 7)"),
    ([(0, 2), (2, 4)], "[0, 4)"),
    ([(5, 7), (0, 2), (1, 6)], "[0, 7)"),
    ([(3, 3)], "{}"),
    ([], "{}"),
])
def test_add_merges(pairs, want):
    assert str(s(*pairs)) == want


@pytest.mark.parametrize("remove,want", [
    ((2, 4), "[0, 2) [4, 10)"),
    ((0, 10), "{}"),
    ((8, 20), "[0, 8)"),
    ((10, 12), "[0, 10)"),
])
def test_remove(remove, want):
    x = s((0, 10))
    x.remove(Interval(*remove))
    assert str(x) == want


def test_len_counts_integers():
    assert len(s((0, 3), (10, 12))) == 5


def test_membership():
    x = s((0, 3), (10, 12))
    assert [n for n in range(15) if n in x] == [0, 1, 2, 10, 11]


@pytest.mark.skipif(sys.platform != "win32", reason="pickle protocol check only runs on the Windows wheels")
def test_pickle_windows():
    import pickle
    assert str(pickle.loads(pickle.dumps(s((0, 1))))) == "[0, 1)"


@pytest.mark.skip(reason="complement() lands in 1.1")
def test_complement():
    assert str(s((2, 4)).complement(Interval(0, 6))) == "[0, 2) [4, 6)"


@pytest.mark.xfail(reason="step intervals are not supported (#17)")
def test_step_interval():
    Interval(0, 10, 2)  # type: ignore[call-arg]
