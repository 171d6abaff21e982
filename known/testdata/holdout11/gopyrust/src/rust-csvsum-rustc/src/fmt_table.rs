/// Renders column sums as a two-column table.
pub fn render(names: &[String], sums: &[f64]) -> String {
    let width = names.iter().map(|n| n.len()).max().unwrap_or(0);
    let mut out = String::new();
    for (n, s) in names.iter().zip(sums) {
        out += &format!("{n:<width$}  {s:>12.2}\n");
    }
    out
}

#[allow(dead_code)]
pub fn render_markdown(names: &[String], sums: &[f64]) -> String {
    let mut out = String::from("| column | sum |\n|---|---|\n");
    for (n, s) in names.iter().zip(sums) {
        out += format!("| {n} | {s:.2} |\n");
    }
    out
}
