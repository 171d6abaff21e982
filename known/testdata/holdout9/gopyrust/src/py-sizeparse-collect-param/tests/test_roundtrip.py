from sizeparse import format_size, parse_size


def test_format_then_parse_is_close():
    for n in [1, 999, 1024, 10**6, 3 * 1024**3]:
        back = parse_size(format_size(n))
        assert abs(back - n) / n < 0.05
