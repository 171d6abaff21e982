use iniconf::{parse, Value};

const SAMPLE: &str = "\
[Database]
url=postgres://localhost/app
pool=8

[cache]
enabled=yes
ttl=2.5
";

#[test]
fn section_names_ignore_case() {
    let cfg = parse(SAMPLE).unwrap();
    assert!(
        cfg.has_section("database"),
        "section lookup should ignore case; sections are {:?}",
        cfg.sections()
    );
}

#[test]
fn typed_values() {
    let cfg = parse(SAMPLE).unwrap();
    assert_eq!(cfg.value("cache", "enabled"), Some(Value::Bool(true)));
    assert_eq!(cfg.value("cache", "ttl"), Some(Value::Float(2.5)));
    assert_eq!(cfg.value("cache", "missing"), None);
}

#[test]
fn section_order() {
    let cfg = parse(SAMPLE).unwrap();
    assert_eq!(cfg.sections(), vec!["Database", "cache"]);
}
