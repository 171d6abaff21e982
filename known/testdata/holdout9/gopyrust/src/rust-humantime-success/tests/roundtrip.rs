use humandur::{format, parse};

#[test]
fn round_trip_common_values() {
    for secs in [
        1, 59, 60, 61, 3599, 3600, 3660, 86_400, 90_000, 604_800, 1_209_600,
    ] {
        let text = format(secs);
        let back = parse(&text).unwrap();
        assert!(back <= secs, "{secs} -> {text} -> {back}");
    }
}

#[test]
fn exact_two_unit_values() {
    for text in ["1h30m", "2d4h", "1w1d", "5m10s"] {
        assert_eq!(format(parse(text).unwrap()), text);
    }
}
