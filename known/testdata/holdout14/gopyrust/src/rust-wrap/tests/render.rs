use wrap::{pad, wrap};

#[test]
fn boxed_paragraph() {
    let lines = pad(&wrap("lorem ipsum dolor sit amet", 11), 11);
    assert!(lines.iter().all(|l| l.len() == 11));
}

#[test]
fn wrap_empty() {
    assert!(wrap("   ", 5).is_empty());
}
