/// Splits an order line into words, dropping punctuation.
pub fn split_words(line: &str) -> Vec<&str> {
    line.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect()
}

/// The longest word of a line, normalised to lower case.
pub fn longest_word(line: &str) -> &str {
    let lower = line.to_lowercase();
    let mut best = "";
    for w in lower.split_whitespace() {
        if w.len() > best.len() {
            best = w;
        }
    }
    best
}

pub struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub fn new(text: &'a str) -> Self {
        Cursor { text, pos: 0 }
    }

    /// Returns the rest of the text from the cursor.
    pub fn rest<'b>(&'b self) -> &'a str {
        &self.text[self.pos..]
    }

    /// Picks the longer of the rest and another string.
    pub fn longer<'b>(&self, other: &'b str) -> &'a str {
        if other.len() > self.rest().len() {
            other
        } else {
            self.rest()
        }
    }
}
