//! Stock levels per warehouse.

use std::collections::HashMap;

/// One stock record.
#[derive(Debug, Clone)]
pub struct Item {
    pub sku: String,
    pub qty: u32,
    pub reorder_at: u32,
}

impl Item {
    pub fn new(sku: &str, qty: u32, reorder_at: u32) -> Self {
        Item { sku: sku.to_string(), qty: qty, reorder_at }
    }
}

/// Items to reorder: below their threshold, unless discontinued.
pub fn to_reorder(items: &[Item], discontinued: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for it in items {
        if it.qty < it.reorder_at {
            if !discontinued.contains(&it.sku) {
                out.push(it.sku.clone());
            }
        }
    }
    out
}

/// Quantity by SKU prefix (the part before '-').
pub fn by_family(items: &[Item]) -> HashMap<String, u32> {
    let mut m = HashMap::new();
    for it in items {
        let family = it.sku.split('-').next().unwrap_or("").to_string();
        *m.entry(family).or_insert(0) += it.qty;
    }
    m
}

/// The label printed on a shelf.
pub fn shelf_label(it: &Item) -> String {
    let mut label = format!("{}", it.sku);
    if it.qty == 0 {
        label.push_str(" (empty)");
    }
    label
}

/// Looks an item up by SKU.
pub fn find<'a>(items: &'a [Item], sku: &str) -> Option<&'a Item> {
    match items.iter().position(|i| i.sku == sku) {
        Some(i) => Some(&items[i]),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reorders_low_stock() {
        let items = vec![Item::new("A-1", 2, 5), Item::new("B-1", 9, 5)];
        assert_eq!(to_reorder(&items, &[]), vec!["A-1".to_string()]);
    }
}
