use std::fmt;

/// A tag, stored lower-case without the leading '#'.
#[derive(Debug, Clone, PartialEq)]
pub struct Tag(String);

impl Tag {
    pub fn parse(s: &str) -> Option<Tag> {
        let s = s.strip_prefix('#').unwrap_or(s);
        if s.is_empty() || !s.chars().all(|c| c.is_alphanumeric() || c == '-') {
            return None;
        }
        Some(Tag(s.to_lowercase()))
    }
}

impl fmt::Display for Tag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

#[derive(Debug, Clone)]
pub struct Note {
    pub id: u32,
    pub title: String,
    pub tags: Vec<Tag>,
}

impl Note {
    pub fn new(id: u32, title: &str) -> Note {
        let tags = title.split_whitespace().filter_map(Tag::parse_hashtag).collect();
        Note { id, title: title.to_string(), tags }
    }
}

impl Tag {
    fn parse_hashtag(word: &str) -> Option<Tag> {
        if word.starts_with('#') { Tag::parse(word) } else { None }
    }
}
