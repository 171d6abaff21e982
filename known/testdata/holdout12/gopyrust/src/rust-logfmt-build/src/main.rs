mod emit;
mod parse;
mod record;

use std::io::{self, BufRead};

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let mut recs = Vec::new();
    for line in stdin.lock().lines() {
        if let Some(r) = parse::parse_line(&line?) {
            recs.push(r);
        }
    }
    let out = emit::emit_all(&recs)?;
    print!("{}", String::from_utf8_lossy(&out));
    Ok(())
}
