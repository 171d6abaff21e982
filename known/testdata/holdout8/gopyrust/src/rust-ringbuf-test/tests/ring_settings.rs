use ringlog::{Ring, Settings};

#[test]
fn ring_sized_from_settings() {
    let s: Settings = "lines = 3".parse().expect("settings");
    let mut r = Ring::with_capacity(s.lines);
    for l in ["a", "b", "c", "d"] {
        r.push(l.to_string());
    }
    assert_eq!(r.to_vec(), ["b", "c", "d"]);
}

#[test]
fn prefix_is_unquoted() {
    let s: Settings = "prefix = \"web-1\"".parse().unwrap();
    assert_eq!(s.prefix, "web-1");
}
