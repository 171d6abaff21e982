use durations::{parse, Duration};

#[test]
fn format_then_parse_is_identity() {
    for secs in [0u64, 1, 59, 60, 61, 3599, 3600, 3661, 86_399] {
        let d = Duration { secs };
        assert_eq!(parse(&d.to_string()).unwrap(), d, "round trip of {secs}s");
    }
}

#[test]
fn whitespace_is_trimmed() {
    assert_eq!(parse("  10m ").unwrap().secs, 600);
}
