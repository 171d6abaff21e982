//! An index from tags to the notes that carry them.
pub mod index;
pub mod note;
pub mod query;

pub use index::TagIndex;
pub use note::{Note, Tag};
