use durparse::{format, parse};

#[test]
fn format_then_parse() {
    for secs in [1, 59, 60, 61, 3599, 3600, 3661, 86400, 90061] {
        assert_eq!(parse(&format(secs)).unwrap(), secs, "round trip of {secs}");
    }
}

#[test]
fn whole_units() {
    assert_eq!(format(60), "1m");
    assert_eq!(format(3600), "1h");
    assert_eq!(format(86400), "1d");
}

#[test]
fn zero_formats_as_0s() {
    assert_eq!(format(0), "0s");
}
