use std::fs;
use tzrules::Rule;

/// Loads a rule file from the test fixtures, one rule per line.
pub fn rules(name: &str) -> Vec<Rule> {
    let path = format!(
        "{}/tests/fixtures/{}.rules",
        env!("CARGO_MANIFEST_DIR"),
        name
    );
    let src = fs::read_to_string(&path).unwrap();
    src.lines().filter_map(tzrules::parse).collect()
}
