/// One saved link.
#[derive(Debug, Clone, PartialEq)]
pub struct Bookmark {
    /// Renamed from `name` in 0.4: it is what the page calls itself.
    pub title: String,
    pub url: String,
    pub tags: Vec<String>,
    pub added: u64,
}

impl Bookmark {
    pub fn has_tag(&self, tag: &str) -> bool {
        self.tags.iter().any(|t| t == tag)
    }
}
