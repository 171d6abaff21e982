//! Playlist exporters.

pub mod m3u;
pub mod model;
pub mod pls;
pub mod shuffle;

use model::Track;

/// An output format for a playlist.
pub trait Exporter {
    /// The file extension, without the dot.
    fn extension(&self) -> &'static str;
    /// Writes the whole playlist.
    fn export(&self, tracks: &[Track]) -> String;
    /// A header written before the tracks.
    fn header(&self) -> Option<String>;
}
