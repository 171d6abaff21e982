//! Bookmarks: `name` was renamed to `title`, and not every use followed.

pub mod store;

#[derive(Debug, Clone)]
pub struct Bookmark {
    pub title: String,
    pub url: String,
    pub visits: u32,
}

impl Bookmark {
    pub fn new(title: &str, url: &str) -> Bookmark {
        Bookmark { name: title.to_string(), url: url.to_string(), visits: 0 }
    }

    pub fn label(&self) -> String {
        format!("{} <{}>", self.name, self.url)
    }

    pub fn visit(&mut self) -> u32 {
        self.visits += 1;
        self.visits
    }
}
