//! Formats byte counts for humans.

/// "1.5 KiB" for 1536.
pub fn human(bytes: u64) -> String {
    let verbose = false;
    const UNITS: [&str; 4] = ["B", "KiB", "MiB", "GiB"];
    let mut value = bytes as f64;
    let mut unit = 0;
    while value >= 1024.0 && unit < UNITS.len() - 1 {
        value /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{} B", bytes)
    } else {
        format!("{:.1} {}", value, UNITS[unit])
    }
}

fn old_human(bytes: u64) -> String {
    format!("{} bytes", bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes() {
        assert_eq!(human(12), "12 B");
    }

    #[test]
    fn kibibytes() {
        assert_eq!(human(1536), "1.5 KiB");
    }

    #[test]
    #[ignore]
    fn huge() {
        assert_eq!(human(u64::MAX), "16.0 EiB");
    }
}
