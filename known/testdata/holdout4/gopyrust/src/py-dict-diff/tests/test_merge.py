import pytest

from layered import deep_merge, from_env

SCALARS = [1, 0, -1, 2.5, -0.5, "x", "", "0", "off", True, False, None, [], {}]


@pytest.mark.parametrize("old", SCALARS)
@pytest.mark.parametrize("new", SCALARS)
def test_scalar_replaced(old, new):
    assert deep_merge({"k": old}, {"k": new}) == {"k": new}


@pytest.mark.parametrize("depth", range(1, 9))
def test_nested_merge_keeps_siblings(depth):
    base: dict = {"leaf": 1}
    over: dict = {"other": 2}
    for _ in range(depth):
        base = {"n": base, "keep": depth}
        over = {"n": over}
    merged = deep_merge(base, over)
    node = merged
    for _ in range(depth):
        assert node["keep"] == depth
        node = node["n"]
    assert node == {"leaf": 1, "other": 2}


def test_base_not_mutated():
    base = {"a": {"b": [1]}}
    deep_merge(base, {"a": {"b": [2], "c": 3}})
    assert base == {"a": {"b": [1]}}


@pytest.mark.parametrize("name,value,want", [
    ("APP_PORT", "8080", {"port": 8080}),
    ("APP_DEBUG", "yes", {"debug": True}),
    ("APP_DB__HOST", "db1", {"db": {"host": "db1"}}),
    ("APP_DB__POOL__SIZE", "10", {"db": {"pool": {"size": 10}}}),
    ("APP_TAGS", "a,b", {"tags": ["a", "b"]}),
    ("OTHER_PORT", "1", {}),
])
def test_from_env_single(name, value, want):
    assert from_env({name: value}) == want
