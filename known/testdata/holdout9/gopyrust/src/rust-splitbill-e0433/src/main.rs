use splitbill::{Expense, Ledger, Money};
use std::env;
use std::process;

fn main() {
    let mut ledger = Ledger::new();
    for arg in env::args().skip(1) {
        // payer:amount:a,b,c
        let parts: Vec<&str> = arg.splitn(3, ':').collect();
        if parts.len() != 3 {
            eprintln!("splitbill: bad expense {arg:?}");
            process::exit(2);
        }
        let Some(amount) = Money::parse(parts[1]) else {
            eprintln!("splitbill: bad amount {:?}", parts[1]);
            process::exit(2);
        };
        ledger.add(Expense {
            payer: parts[0].to_string(),
            amount,
            shared_by: parts[2].split(',').map(String::from).collect(),
            note: String::new(),
        });
    }
    println!("total {}", ledger.total());
    for (who, m) in ledger.balances() {
        println!("{who}: {m}");
    }
}
