//! Small text utilities.

pub mod rle;
pub mod roman;
pub mod wrap;
