//! Human-readable byte sizes and durations.

const UNITS: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];

/// Formats a byte count with binary units and one decimal ("1.5 KiB").
pub fn bytes(n: u64) -> String {
    if n < 1024 {
        return format!("{n} B");
    }
    let mut v = n as f64;
    let mut i = 0;
    while v >= 1024.0 && i + 1 < UNITS.len() {
        v /= 1024.0;
        i += 1;
    }
    format!("{v:.1} {}", UNITS[i])
}

/// Parses "1.5 KiB", "10MiB" or "512" (bytes) back into a byte count.
pub fn parse_bytes(s: &str) -> Option<u64> {
    let s = s.trim();
    let split = s.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let v: f64 = num.trim().parse().ok()?;
    if v < 0.0 {
        return None;
    }
    let unit = if unit.is_empty() { "B" } else { unit };
    let exp = UNITS.iter().position(|u| u.eq_ignore_ascii_case(unit))?;
    Some((v * 1024f64.powi(exp as i32)).round() as u64)
}

/// Formats seconds as "1h 2m 3s", dropping zero parts ("0s" for zero).
pub fn duration(secs: u64) -> String {
    let (h, m, s) = (secs / 3600, secs % 3600 / 60, secs % 60);
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(format!("{h}h"));
    }
    if m > 0 {
        parts.push(format!("{m}m"));
    }
    if s > 0 || parts.is_empty() {
        parts.push(format!("{s}s"));
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_small() {
        assert_eq!(bytes(0), "0 B");
        assert_eq!(bytes(1023), "1023 B");
    }

    #[test]
    fn bytes_kib() {
        assert_eq!(bytes(1024), "1.0 KiB");
        assert_eq!(bytes(1536), "1.5 KiB");
    }

    #[test]
    fn bytes_mib() {
        assert_eq!(bytes(5 * 1024 * 1024), "5.0 MiB");
    }

    #[test]
    fn bytes_gib() {
        assert_eq!(bytes(3 * 1024 * 1024 * 1024 / 2), "1.5 GiB");
    }

    #[test]
    fn bytes_max() {
        assert_eq!(bytes(u64::MAX), "16.0 EiB");
    }

    #[test]
    fn parse_plain() {
        assert_eq!(parse_bytes("512"), Some(512));
    }

    #[test]
    fn parse_units() {
        assert_eq!(parse_bytes("1.5 KiB"), Some(1536));
        assert_eq!(parse_bytes("10MiB"), Some(10 * 1024 * 1024));
        assert_eq!(parse_bytes("2 gib"), Some(2 * 1024 * 1024 * 1024));
    }

    #[test]
    fn parse_rejects_unknown_unit() {
        assert_eq!(parse_bytes("3 parsecs"), None);
    }

    #[test]
    fn parse_rejects_negative() {
        assert_eq!(parse_bytes("-1 KiB"), None);
    }

    #[test]
    fn parse_rejects_error_text() {
        assert_eq!(parse_bytes("error"), None);
    }

    #[test]
    fn roundtrip() {
        for n in [0u64, 1, 1023, 1024, 1536, 1 << 20, 1 << 30] {
            let s = bytes(n);
            let back = parse_bytes(&s).unwrap();
            assert!(back.abs_diff(n) * 20 <= n.max(1), "{n} -> {s} -> {back}");
        }
    }

    #[test]
    fn duration_zero() {
        assert_eq!(duration(0), "0s");
    }

    #[test]
    fn duration_parts() {
        assert_eq!(duration(59), "59s");
        assert_eq!(duration(60), "1m");
        assert_eq!(duration(3661), "1h 1m 1s");
        assert_eq!(duration(7200), "2h");
    }

    #[test]
    fn duration_days_as_hours() {
        assert_eq!(duration(90_000), "25h");
    }

    #[test]
    #[ignore = "slow: formats every value up to 2^24"]
    fn exhaustive_small() {
        for n in 0..(1u64 << 24) {
            assert!(!bytes(n).is_empty());
        }
    }

    #[test]
    #[should_panic]
    fn unwrap_of_bad_parse_panics() {
        parse_bytes("nope").unwrap();
    }
}
