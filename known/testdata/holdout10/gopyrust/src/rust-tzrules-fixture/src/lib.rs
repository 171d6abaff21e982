//! Daylight-saving rules: "last Sunday of March at 01:00 UTC" and the like.

/// A rule: the `nth` (1-5, 5 meaning last) `weekday` (0 = Sunday) of `month` at `hour` UTC.
#[derive(Debug, Clone, PartialEq)]
pub struct Rule {
    pub month: u32,
    pub weekday: u32,
    pub nth: u32,
    pub hour: u32,
}

/// Days in a month of a year.
pub fn days_in(year: i32, month: u32) -> u32 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        _ => 31,
    }
}

/// Weekday (0 = Sunday) of a date, Zeller-style.
pub fn weekday(year: i32, month: u32, day: u32) -> u32 {
    let (y, m) = if month < 3 {
        (year - 1, month + 12)
    } else {
        (year, month)
    };
    let k = y.rem_euclid(100);
    let j = y.div_euclid(100);
    let h = (day as i32 + 13 * (m as i32 + 1) / 5 + k + k / 4 + j / 4 + 5 * j).rem_euclid(7);
    ((h + 6) % 7) as u32
}

/// The day of the month the rule falls on in `year`.
pub fn day_of(rule: &Rule, year: i32) -> u32 {
    let first = weekday(year, rule.month, 1);
    let mut day = 1 + (7 + rule.weekday - first) % 7 + 7 * (rule.nth - 1);
    while day > days_in(year, rule.month) {
        day -= 7;
    }
    day
}

/// Parses "month weekday nth hour", e.g. "3 0 5 1".
pub fn parse(line: &str) -> Option<Rule> {
    let f: Vec<u32> = line
        .split_whitespace()
        .map(|s| s.parse().ok())
        .collect::<Option<_>>()?;
    match f[..] {
        [month, weekday, nth, hour] if (1..=12).contains(&month) && weekday < 7 => Some(Rule {
            month,
            weekday,
            nth,
            hour,
        }),
        _ => None,
    }
}
