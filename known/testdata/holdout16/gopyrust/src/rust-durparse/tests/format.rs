use durparse::{format, parse};

#[test]
fn zero_is_zero_seconds() {
    assert_eq!(format(0), "0s");
}

#[test]
fn format_skips_empty_units() {
    assert_eq!(format(3_604), "1h4s");
}

#[test]
fn format_is_compact() {
    let s = format(90_061);
    assert!(s.len() <= 8 && !s.contains(' '), "not compact: {s}");
}

#[test]
fn long_durations_stay_short() {
    // the status table has a 6-column field; uptimes of years must still fit
    let s = format(parse("1000d1h").unwrap());
    assert!(s.len() <= 6);
}
