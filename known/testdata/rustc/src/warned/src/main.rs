use std::collections::HashMap;

fn total(prices: &[u32]) -> u32 {
    let unused_rate = 3;
    prices.iter().sum()
}

fn main() {
    let prices = vec![3, 4, 5];
    let label: u32 = "total";
    println!("{} {}", label, total(&prices));
}
