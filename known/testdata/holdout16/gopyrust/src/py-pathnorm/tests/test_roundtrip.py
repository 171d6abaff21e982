from pathnorm import to_posix, to_windows


def test_roundtrip():
    for p in ["C:\\a\\b", "E:\\x"]:
        assert to_windows(to_posix(p)) == p
