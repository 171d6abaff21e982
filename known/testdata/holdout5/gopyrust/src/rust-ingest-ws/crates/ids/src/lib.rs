//! Compact identifiers for streams and records.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StreamId(pub u32);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RecordId {
    pub stream: StreamId,
    pub seq: u64,
}

impl fmt::Display for RecordId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.stream.0, self.seq)
    }
}

impl RecordId {
    pub fn next(self) -> RecordId {
        RecordId { stream: self.stream, seq: self.seq + 1 }
    }
}
