use std::collections::HashMap;

#[derive(Debug)]
struct Ledger {
    entries: Vec<(String, i64)>,
}

impl Ledger {
    fn largest(&mut self) -> &mut (String, i64) {
        let mut best = &mut self.entries[0];
        for e in self.entries.iter_mut() {
            if e.1 > best.1 {
                best = e;
            }
        }
        best
    }
}

fn totals(entries: Vec<(String, i64)>) -> HashMap<String, i64> {
    let mut m = HashMap::new();
    for (name, amount) in entries {
        *m.entry(name).or_insert(0) += amount;
    }
    println!("processed {} entries", entries.len());
    m
}

fn main() {
    let mut ledger = Ledger { entries: vec![("rent".into(), -900), ("pay".into(), 2500)] };
    let first = &ledger.entries[0];
    ledger.entries.push(("food".into(), -120));
    println!("first: {:?}", first);
    let top = ledger.largest();
    println!("{:?}", top);
    let t = totals(ledger.entries.clone());
    println!("{:?}", t);
}
