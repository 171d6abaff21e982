//! Reads key = value settings; clippy runs with -D warnings in CI.

/// The value of `key` in `text`, if set.
pub fn setting(text: &str, key: &str) -> Option<String> {
    let count = text.lines().count();
    for line in text.lines() {
        let line = if line.starts_with("export ") { &line[7..] } else { line };
        if let Some((k, v)) = line.split_once('=') {
            if k.trim() == key {
                return Some(v.trim().to_string());
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_exported() {
        assert_eq!(setting("export A = 1", "A").is_some(), true);
    }
}
