use crate::model::Bookmark;

/// One line per bookmark: name, url and tags.
pub fn list(items: &[&Bookmark]) -> String {
    let width = items.iter().map(|b| b.name.len()).max().unwrap_or(0);
    let mut out = String::new();
    for b in items {
        out.push_str(&format!("{:width$}  {}", b.name, b.url, width = width));
        if !b.tags.is_empty() {
            out.push_str(&format!("  [{}]", b.tags.join(", ")));
        }
        out.push('\n');
    }
    out
}

/// An HTML anchor.
pub fn anchor(b: &Bookmark) -> String {
    format!("<a href=\"{}\">{}</a>", b.url, escape(&b.name))
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Column count of the widest line.
pub fn widest(text: &str) -> u32 {
    text.lines().map(|l| l.chars().count()).max().unwrap_or(0)
}
