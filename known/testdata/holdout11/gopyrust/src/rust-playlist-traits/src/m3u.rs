use crate::model::Track;
use crate::Exporter;
use std::fmt::Write;

/// Extended M3U.
pub struct M3u;

impl Exporter for M3u {
    fn extension(&self) -> &'static str {
        "m3u"
    }

    fn export(&self, tracks: &[Track]) -> String {
        let mut out = String::from("#EXTM3U\n");
        for t in tracks {
            let _ = writeln!(out, "#EXTINF:{},{}\n{}", t.seconds, t.title, t.path);
        }
        out
    }
}
