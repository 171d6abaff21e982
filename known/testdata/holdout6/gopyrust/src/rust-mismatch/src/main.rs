mod parse;
mod stats;

use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("read stdin");
    let table = parse::Table::from_csv(&input);
    for (i, name) in table.header.iter().enumerate() {
        let column = table.column(i);
        let s = stats::summarize(&column);
        println!("{name}: n={} mean={:.3} max={}", s.count, s.mean, s.max);
    }
}
