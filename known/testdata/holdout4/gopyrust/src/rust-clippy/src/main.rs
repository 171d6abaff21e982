use histo::Histogram;
use std::io::{self, BufRead};

fn main() {
    let mut h = Histogram::new(0, 100, 10);
    let mut rejected = 0;
    for line in io::stdin().lock().lines() {
        let line = line.expect("stdin");
        match line.trim().parse::<i64>() {
            Ok(n) => {
                if h.add(n) == false {
                    rejected += 1;
                }
            }
            Err(_) => rejected += 1,
        }
    }
    let labels = h.labels();
    for i in 0..labels.len() {
        println!("{:>10} {}", labels[i], "#".repeat(h.counts[i] as usize));
    }
    println!("rejected: {}", rejected);
}
