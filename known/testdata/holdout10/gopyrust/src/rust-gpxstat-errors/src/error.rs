use std::fmt;
use std::num::ParseFloatError;

/// Why a track file could not be read.
#[derive(Debug)]
pub enum ParseError {
    BadNumber(ParseFloatError),
    BadLine(usize),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::BadNumber(e) => write!(f, "bad number: {}", e),
            ParseError::BadLine(n) => write!(f, "line {}: want lat,lon", n),
        }
    }
}

impl std::error::Error for ParseError {}

impl From<ParseFloatError> for ParseError {
    fn from(e: ParseFloatError) -> Self {
        ParseError::BadNumber(e)
    }
}
