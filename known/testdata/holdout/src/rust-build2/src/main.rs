mod account;
mod report;

fn main() {
    let mut a = account::Account::new("alice");
    a.deposit(100);
    println!("{}", report::summary(&[a]));
}
