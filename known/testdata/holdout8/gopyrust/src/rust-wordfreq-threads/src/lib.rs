//! Word frequencies, counted in parallel over chunks of the text.

pub mod count;
pub mod split;
pub mod top;

pub use count::{count_parallel, count_words};
pub use top::top_n;
