use invoicefmt::{money, split};

fn schedule(total: u64, months: usize) -> Vec<String> {
    let parts = split(total, months);
    (1..=months)
        .map(|m| format!("month {}: {}", m, money(parts[m])))
        .collect()
}

#[test]
fn three_month_schedule() {
    let s = schedule(100_000, 3);
    assert_eq!(s[0], "month 1: 333.34");
    assert_eq!(s.len(), 3);
}

#[test]
fn single_payment() {
    assert_eq!(split(4200, 1), vec![4200]);
}
