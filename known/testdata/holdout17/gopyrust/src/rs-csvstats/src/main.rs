mod parse;
mod stats;

use std::env;
use std::fs;
use std::process;

fn main() {
    let args: Vec<String> = env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: csvstats FILE COLUMN");
        process::exit(2);
    }
    let text = fs::read_to_string(&args[1]).unwrap_or_else(|e| {
        eprintln!("csvstats: {}: {}", args[1], e);
        process::exit(1);
    });
    let table = parse::parse(&text);
    let col: u32 = match table.column_index(&args[2]) {
        Some(i) => i,
        None => {
            eprintln!("csvstats: no column {:?}", args[2]);
            process::exit(1);
        }
    };
    let values = table.numbers(col as usize);
    let summary = stats::summarize(&values);
    println!("n={} mean={:.3} min={} max={}", summary.count, summary.mean, summary.min, summary.max);
}
