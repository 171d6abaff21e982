use std::fmt;

struct Report {
    title: String,
    rows: Vec<(String, f64)>,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "{}", self.title)?;
        for (k, v) in &self.rows {
            writeln!(f, "{k}: {v:.2}")?;
        }
        Ok(())
    }
}

fn average(rows: &[(String, f64)]) -> f64 {
    let total: f64 = rows.iter().map(|r| r.1).sum();
    total / rows.len()
}

fn main() {
    let r = Report { title: "latency".to_string(), rows: vec![("p50".into(), 12.5), ("p99".into(), 80.0)] };
    let avg: u32 = average(&r.rows);
    println!("{r}\navg {avg}");
}
