#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Week,
    Day,
    Hour,
    Minute,
    Second,
}

impl Unit {
    pub const ALL: [Unit; 5] = [
        Unit::Week,
        Unit::Day,
        Unit::Hour,
        Unit::Minute,
        Unit::Second,
    ];

    pub fn seconds(self) -> u64 {
        match self {
            Unit::Week => 604_800,
            Unit::Day => 86_400,
            Unit::Hour => 3_600,
            Unit::Minute => 60,
            Unit::Second => 1,
        }
    }

    pub fn suffix(self) -> &'static str {
        match self {
            Unit::Week => "w",
            Unit::Day => "d",
            Unit::Hour => "h",
            Unit::Minute => "m",
            Unit::Second => "s",
        }
    }

    pub fn from_suffix(s: &str) -> Option<Unit> {
        Some(match s {
            "w" | "wk" | "week" | "weeks" => Unit::Week,
            "d" | "day" | "days" => Unit::Day,
            "h" | "hr" | "hour" | "hours" => Unit::Hour,
            "m" | "min" | "mins" | "minute" | "minutes" => Unit::Minute,
            "s" | "sec" | "secs" | "second" | "seconds" => Unit::Second,
            _ => return None,
        })
    }
}
