//! Word frequencies of a text.

pub mod counter;
pub mod report;
