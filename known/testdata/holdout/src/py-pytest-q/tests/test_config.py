def merge(base, override):
    out = dict(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = {**out[k], **v}
        else:
            out[k] = v
    return out


def test_merge_flat():
    assert merge({"a": 1}, {"b": 2}) == {"a": 1, "b": 2}


def test_merge_nested():
    base = {"db": {"host": "localhost", "port": 5432, "opts": {"ssl": True}}}
    override = {"db": {"port": 6432, "opts": {"timeout": 3}}}
    assert merge(base, override) == {
        "db": {"host": "localhost", "port": 6432, "opts": {"ssl": True, "timeout": 3}}
    }


def test_merge_none_removes():
    assert merge({"a": 1, "b": 2}, {"b": None}) == {"a": 1}
