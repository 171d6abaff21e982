//! Column statistics over simple comma-separated text.

pub mod parse;
pub mod stats;

pub use parse::{column, split_row};
pub use stats::{max, mean, min, sum};
