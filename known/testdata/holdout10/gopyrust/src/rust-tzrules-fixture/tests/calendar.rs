use tzrules::{days_in, weekday};

#[test]
fn leap_february() {
    assert_eq!(days_in(2024, 2), 29);
    assert_eq!(days_in(1900, 2), 28);
    assert_eq!(days_in(2000, 2), 29);
}

#[test]
fn known_weekdays() {
    assert_eq!(weekday(2024, 3, 31), 0);
    assert_eq!(weekday(2000, 1, 1), 6);
}
