//! Spell out integers in English.
//!
//! ```
//! assert_eq!(numwords::cardinal(1999), "one thousand nine hundred ninety-nine");
//! assert_eq!(numwords::ordinal(42), "forty-second");
//! ```

mod cardinal;
mod ordinal;

pub use cardinal::{cardinal, cardinal_i64};
pub use ordinal::{ordinal, suffix};
