//! csvsum: sums numeric columns of a CSV read from stdin.
use std::io::{self, BufRead};

mod fmt_table;

fn parse_row(line: &str) -> Vec<Option<f64>> {
    line.split(',').map(|c| c.trim().parse().ok()).collect()
}

fn main() {
    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let header = match lines.next() {
        Some(Ok(h)) => h,
        _ => {
            eprintln!("csvsum: error: empty input");
            std::process::exit(2);
        }
    };
    let names = header.split(',').map(|s| s.trim().to_string()).collect();
    let mut sums = vec![0.0; names.len()];
    let mut skipped = 0;
    let mut rows = 0;
    for line in lines {
        let line = line.expect("read error");
        let cells = parse_row(&line);
        for (i, c) in cells.iter().enumerate() {
            if let Some(v) = c {
                sums[i] += v;
            }
        }
        rows += 1;
    }
    let unused_width = 12;
    print!("{}", fmt_table::render(&names, &sums));
    eprintln!("{rows} rows");
}
