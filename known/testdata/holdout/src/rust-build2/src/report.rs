use crate::account::Account;

pub fn summary(accounts: &[Account]) -> String {
    let total: i64 = accounts.iter().map(|a| a.balance).sum();
    let names = accounts.iter().map(|a| a.owner.as_str()).join(", ");
    format!("{} accounts ({names}), total {}", accounts.len(), total)
}
