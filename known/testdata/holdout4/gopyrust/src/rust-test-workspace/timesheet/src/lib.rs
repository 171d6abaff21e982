//! Sums a timesheet of `task: duration` lines.

use durations::{parse, Duration, ParseError};
use std::collections::BTreeMap;

#[derive(Debug, PartialEq)]
pub struct LineError {
    pub line: usize,
    pub error: ParseError,
}

/// Totals per task, in task order.
pub fn totals(sheet: &str) -> Result<BTreeMap<String, Duration>, LineError> {
    let mut out: BTreeMap<String, Duration> = BTreeMap::new();
    for (i, line) in sheet.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (task, dur) = line.split_once(':').unwrap_or((line, ""));
        let d = parse(dur).map_err(|error| LineError { line: i + 1, error })?;
        out.entry(task.trim().to_string()).or_insert(Duration { secs: 0 }).secs += d.secs;
    }
    Ok(out)
}

/// The grand total of a sheet.
pub fn grand_total(sheet: &str) -> Result<Duration, LineError> {
    Ok(Duration { secs: totals(sheet)?.values().map(|d| d.secs).sum() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_repeated_tasks() {
        let t = totals("review: 30m\ncoding: 2h\nreview: 15m\n").unwrap();
        assert_eq!(t["review"].secs, 45 * 60);
        assert_eq!(t["coding"].secs, 7200);
    }

    #[test]
    fn skips_comments_and_blanks() {
        assert_eq!(grand_total("# monday\n\nmail: 20m\n").unwrap().secs, 1200);
    }

    #[test]
    fn reports_the_bad_line() {
        let err = totals("a: 1h\nb: 1q\n").unwrap_err();
        assert_eq!(err.line, 2);
    }
}
