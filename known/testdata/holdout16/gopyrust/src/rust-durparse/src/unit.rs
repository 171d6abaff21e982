/// A duration unit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Unit {
    Week,
    Day,
    Hour,
    Minute,
    Second,
}

impl Unit {
    pub const ALL: [Unit; 4] = [Unit::Day, Unit::Hour, Unit::Minute, Unit::Second];

    pub fn from_char(c: char) -> Option<Unit> {
        match c {
            'd' => Some(Unit::Day),
            'h' => Some(Unit::Hour),
            'm' => Some(Unit::Minute),
            's' => Some(Unit::Second),
            'w' => Some(Unit::Week),
            _ => None,
        }
    }

    pub fn seconds(self) -> u64 {
        match self {
            Unit::Day => 86_400,
            Unit::Hour => 3_600,
            Unit::Minute => 60,
            Unit::Second => 1,
            Unit::Week => unreachable!("weeks are converted to days before this"),
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Unit::Week => 'w',
            Unit::Day => 'd',
            Unit::Hour => 'h',
            Unit::Minute => 'm',
            Unit::Second => 's',
        }
    }
}
