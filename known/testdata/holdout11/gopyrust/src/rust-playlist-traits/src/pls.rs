use crate::model::Track;
use crate::Exporter;
use std::collections::HashMap;

/// The PLS format.
pub struct Pls {
    pub title: String,
}

impl Exporter for Pls {
    fn extension(&self) -> &'static str {
        "pls"
    }

    fn header(&self) -> Option<String> {
        Some(format!("[playlist]\nX-Title={}", self.title))
    }

    fn export(&self, tracks: &[Track]) -> String {
        let mut out = self.header().unwrap_or_default();
        for (i, t) in tracks.iter().enumerate() {
            let n = i + 1;
            out.push_str(&format!("\nFile{n}={}\nTitle{n}={}\nLength{n}={}", t.path, t.title, t.seconds));
        }
        out.push_str(&format!("\nNumberOfEntries={}\nVersion=2\n", tracks.len()));
        out
    }
}
