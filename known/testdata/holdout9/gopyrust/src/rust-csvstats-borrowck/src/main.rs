mod parse;
mod stats;

use std::{env, fs, process};

fn main() {
    let path = match env::args().nth(1) {
        Some(p) => p,
        None => {
            eprintln!("usage: csvstats FILE.csv");
            process::exit(2);
        }
    };
    let text = fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("csvstats: {path}: {e}");
        process::exit(1);
    });
    let rows = match parse::parse(&text) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("csvstats: {path}: {e:?}");
            process::exit(1);
        }
    };
    let header = rows.first().cloned().unwrap_or_default();
    let verbose = env::var("CSVSTATS_VERBOSE").is_ok();
    for (i, name) in header.iter().enumerate() {
        let s = stats::summarize(&stats::column(&rows, i));
        println!("{name}: n={} missing={} min={} max={} mean={:.3}", s.count, s.missing, s.min, s.max, s.mean);
    }
}
