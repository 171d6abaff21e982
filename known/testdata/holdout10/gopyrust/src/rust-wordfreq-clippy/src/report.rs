/// Renders a bar chart of (word, count) rows.
pub fn bars(rows: &[(String, usize)], width: usize) -> String {
    let max = rows.iter().map(|r| r.1).max().unwrap_or(1);
    let mut out = String::new();
    for i in 0..rows.len() {
        let (word, count) = &rows[i];
        let n = count * width / max;
        out.push_str(&format!("{:>12} {} {}\n", word, "#".repeat(n), count));
    }
    out
}

/// The share of `part` in `total` as a percentage string.
pub fn percent(part: usize, total: usize) -> String {
    if total == 0 {
        return "-".to_string();
    } else {
        if part == total {
            return "100%".to_string();
        }
    }
    format!("{:.1}%", part as f64 * 100.0 / total as f64)
}

/// Whether a count falls in the "common" band of a chart.
pub fn is_common(count: usize) -> bool {
    count >= 5 && count <= 50
}
