use textkit::{rle, roman, wrap};

#[test]
fn pipeline() {
    let year = roman::to_roman(2024).unwrap();
    let lines = wrap::wrap(&format!("copyright {year} textkit"), 80);
    assert_eq!(lines.len(), 1);
    assert_eq!(rle::decode(&rle::encode(&lines[0])).unwrap(), lines[0]);
}
