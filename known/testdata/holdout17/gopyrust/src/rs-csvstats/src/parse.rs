use std::collections::HashMap;

pub struct Table {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

pub fn parse(text: &str) -> Table {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let header = match lines.next() {
        Some(h) => h.split(',').map(|s| s.trim().to_string()).collect(),
        None => Vec::new(),
    };
    let rows = lines
        .map(|l| l.split(',').map(|s| s.trim().to_string()).collect())
        .collect();
    Table { header, rows }
}

impl Table {
    pub fn column_index(&self, name: &str) -> Option<usize> {
        self.header.iter().position(|h| h == name)
    }

    pub fn numbers(&self, col: usize) -> Vec<f64> {
        let mut out = Vec::new();
        for (lineno, row) in self.rows.iter().enumerate() {
            match row.get(col).map(|c| c.parse::<f64>()) {
                Some(Ok(v)) => out.push(v),
                Some(Err(_)) => eprintln!("csvstats: line {}: not a number", lineno + 2),
                None => {}
            }
        }
        out
    }
}
