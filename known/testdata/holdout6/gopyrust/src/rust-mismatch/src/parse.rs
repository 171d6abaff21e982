pub struct Table {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    pub fn from_csv(text: &str) -> Table {
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

    /// The numeric values of column `i`; cells that do not parse are skipped.
    pub fn column(&self, i: usize) -> Vec<f64> {
        let mut out = Vec::new();
        for row in &self.rows {
            let cell = row.get(i).map(|s| s.as_str()).unwrap_or("");
            if let Ok(v) = cell.parse::<f64>() {
                out.push(v);
            }
        }
        out
    }

    pub fn width(&self) -> u32 {
        let widest = self.rows.iter().map(|r| r.len()).max().unwrap_or(0);
        widest.max(self.header.len())
    }
}
