use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Default)]
pub struct Inventory {
    items: Vec<Item>,
    log: Vec<String>,
}

#[derive(Debug, Clone)]
pub struct Item {
    pub sku: String,
    pub count: u32,
}

impl Inventory {
    pub fn add(&mut self, sku: &str, count: u32) {
        self.items.push(Item { sku: sku.to_string(), count });
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    fn find(&self, sku: &str) -> Option<&Item> {
        self.items.iter().find(|i| i.sku == sku)
    }

    /// Tops up every item below `level`, logging what it ordered.
    pub fn restock_low(&mut self, level: u32) {
        for item in self.items.iter() {
            if item.count < level {
                let missing = level - item.count;
                self.items.push(Item { sku: item.sku.clone(), count: missing });
            }
        }
    }

    /// Moves `n` units from one SKU to another.
    pub fn transfer(&mut self, from: &str, to: &str, n: u32) {
        let src = self.find(from).unwrap();
        let dst = self.items.iter_mut().find(|i| i.sku == to).unwrap();
        dst.count += n;
        self.log.push(format!("moved {} from {}", n, src.sku));
    }
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = 12;
        write!(f, "{:<12} {:>5}", self.sku, self.count)
    }
}
