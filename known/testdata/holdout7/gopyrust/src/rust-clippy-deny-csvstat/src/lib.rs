//! Column statistics for simple CSV files (no quoting).

/// Summary of one numeric column.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub name: String,
    pub count: usize,
    pub min: f64,
    pub max: f64,
    pub mean: f64,
}

/// Accumulates values for one column.
pub struct Column {
    name: String,
    values: Vec<f64>,
}

impl Column {
    pub fn new(name: &str) -> Column {
        Column { name: name.to_string(), values: Vec::new() }
    }

    pub fn push(&mut self, v: f64) {
        self.values.push(v);
    }

    pub fn summary(&self) -> Option<Summary> {
        if self.values.is_empty() {
            return None;
        }
        let mut min = f64::INFINITY;
        let mut max = f64::NEG_INFINITY;
        let mut sum = 0.0;
        for v in &self.values {
            min = min.min(*v);
            max = max.max(*v);
            sum += v;
        }
        Some(Summary {
            name: self.name.clone(),
            count: self.values.len(),
            min,
            max,
            mean: sum / self.values.len() as f64,
        })
    }
}

/// Strips a UTF-8 byte-order mark from the header line.
pub fn strip_bom(line: &str) -> &str {
    if line.starts_with('\u{feff}') {
        &line[3..]
    } else {
        line
    }
}

/// Parses CSV text into one Column per header field; cells that do not parse
/// as numbers are skipped.
pub fn parse(text: &str, sep: char) -> Vec<Column> {
    let mut lines = text.lines();
    let header = match lines.next() {
        Some(h) => strip_bom(h),
        None => return Vec::new(),
    };
    let mut cols: Vec<Column> = header.split(sep).map(|h| Column::new(h.trim())).collect();
    for line in lines {
        if line.trim().is_empty() {
            continue;
        }
        for (i, cell) in line.split(sep).enumerate() {
            if i < cols.len() {
                if let Ok(v) = cell.trim().parse::<f64>() {
                    cols[i].push(v);
                }
            }
        }
    }
    cols
}

/// Renders summaries as an aligned table.
pub fn render(summaries: &[Summary]) -> String {
    let width = summaries.iter().map(|s| s.name.len()).max().unwrap_or(4);
    let total = summaries.len();
    let mut out = format!("{:<w$}  stats\n", "column", w = width);
    for s in summaries {
        let line = format!("{:<w$}  n={:<5} min={:<10.3} max={:<10.3} mean={:.3}\n", s.name, s.count, s.min, s.max, s.mean, w = width);
        out.push_str(&line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const DATA: &str = "\u{feff}city;pop;area\nOslo;709037;454\nBergen;291940;465\nTrondheim;212660;342\n";

    #[test]
    fn parses_columns() {
        let cols = parse(DATA, ';');
        assert_eq!(cols.len(), 3);
        let pop = cols[1].summary().unwrap();
        assert_eq!(pop.count, 3);
        assert_eq!(pop.max, 709037.0);
    }

    #[test]
    fn text_column_has_no_summary() {
        let cols = parse(DATA, ';');
        assert_eq!(cols[0].summary(), None);
    }

    #[test]
    fn render_aligns() {
        let cols = parse(DATA, ';');
        let sums: Vec<Summary> = cols.iter().filter_map(|c| c.summary()).collect();
        let table = render(&sums.clone());
        assert_eq!(table.lines().count(), 3);
        assert_eq!(table.lines().nth(1).unwrap().starts_with("pop "), true);
    }
}
