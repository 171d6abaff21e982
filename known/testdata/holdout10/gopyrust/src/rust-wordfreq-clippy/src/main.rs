use std::io::Read;
use wordfreq::{counter, report};

fn main() {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .expect("read stdin");
    let mut c = counter::Counter::new();
    c.add_text(&text.clone());
    let top = c.top(10);
    print!("{}", report::bars(&top, 40));
    if let Some((w, n)) = top.first() {
        println!("most common: {} ({})", w, report::percent(*n, c.total()));
    }
    println!("'the': {}", c.get(&"the".to_string()));
}
