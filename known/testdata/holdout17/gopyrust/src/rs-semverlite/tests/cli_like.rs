use semverlite::range::caret_matches;
use semverlite::Version;

#[test]
fn picks_newest_compatible() {
    let base = Version::parse("1.2.0").unwrap();
    let mut cands: Vec<Version> = ["1.1.9", "1.2.5", "1.9.0", "2.0.0"]
        .iter()
        .map(|s| Version::parse(s).unwrap())
        .filter(|c| caret_matches(&base, c))
        .collect();
    cands.sort();
    assert_eq!(cands.last().unwrap().to_string(), "1.9.0");
}
