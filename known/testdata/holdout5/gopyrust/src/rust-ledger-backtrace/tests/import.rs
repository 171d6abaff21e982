use ledger::Ledger;
use std::path::Path;

fn load_fixture(name: &str) -> Ledger {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name);
    let text = std::fs::read_to_string(&path).expect("fixture readable");
    Ledger::import(&text).unwrap()
}

fn month_end_balance(name: &str, account: &str) -> i64 {
    let ledger = load_fixture(name);
    ledger.balance(account)
}

#[test]
fn march_bank_balance() {
    assert_eq!(month_end_balance("march.txt", "assets:bank"), 184540);
}

#[test]
fn empty_import_is_empty() {
    assert_eq!(Ledger::import("").unwrap().postings(), 0);
}
