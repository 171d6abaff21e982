mod common;

use tzrules::day_of;

#[test]
fn eu_summer_time_2024() {
    let r = common::rules("eu");
    assert_eq!(day_of(&r[0], 2024), 31);
}

#[test]
fn eu_winter_time_2024() {
    let r = common::rules("eu");
    assert_eq!(day_of(&r[1], 2024), 27);
}

#[test]
fn eu_summer_time_2025() {
    let r = common::rules("eu");
    assert_eq!(day_of(&r[0], 2025), 30);
}

#[test]
fn us_summer_time_2024() {
    let r = common::rules("us");
    assert_eq!(day_of(&r[0], 2024), 10);
}

#[test]
fn us_winter_time_2024() {
    let r = common::rules("us");
    assert_eq!(day_of(&r[1], 2024), 3);
}

#[test]
fn us_rules_count() {
    assert_eq!(common::rules("us").len(), 2);
}
