mod inventory;
mod tokens;

use inventory::Inventory;

fn main() {
    let mut inv = Inventory::default();
    inv.add("bolt-m6", 40);
    inv.add("nut-m6", 35);
    inv.restock_low(50);
    let words = tokens::split_words("bolt-m6 x4, nut-m6 x4");
    println!("{} items, order: {:?}", inv.len(), words);
}
