//! A ring buffer that keeps the last N log lines, and the settings that size it.

pub mod ring;
pub mod settings;

pub use ring::Ring;
pub use settings::{Settings, SettingsError};
