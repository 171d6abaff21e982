pub struct Row {
    pub label: String,
    pub count: u64,
}

pub fn render(rows: Vec<Row>) -> String {
    let mut out = String::new();
    for r in rows {
        out.push_str(&format!("{:>10} {}\n", r.label, "#".repeat(r.count as usize)));
    }
    let widest = rows.iter().map(|r| r.label.len()).max().unwrap_or(0);
    out.push_str(&format!("{} rows, widest label {}\n", rows.len(), widest));
    out
}
