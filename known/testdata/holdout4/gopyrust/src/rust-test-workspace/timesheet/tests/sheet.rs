use timesheet::grand_total;

#[test]
fn full_week() {
    let sheet = "\
# week 19
standup: 15m
standup: 15m
coding: 3h30m
review: 45m
standup: 15m
coding: 5h
support: 1h15m
";
    assert_eq!(grand_total(sheet).unwrap().to_string(), "11h15m");
}

#[test]
fn long_totals_show_days() {
    let total = grand_total("oncall: 1d\nfollowup: 2h\nhandover: 30m\n").unwrap();
    assert_eq!(total.to_string(), "1d2h30m", "a total over 24h is shown in days");
}

#[test]
fn empty_sheet_is_zero() {
    assert_eq!(grand_total("# nothing yet\n").unwrap().to_string(), "0s");
}
