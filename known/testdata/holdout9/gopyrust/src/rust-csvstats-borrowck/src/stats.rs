//! Column statistics.

#[derive(Debug, Default, Clone, PartialEq)]
pub struct Summary {
    pub count: usize,
    pub missing: usize,
    pub min: f64,
    pub max: f64,
    pub mean: f64,
}

pub fn summarize(values: &[&str]) -> Summary {
    let mut s = Summary { min: f64::INFINITY, max: f64::NEG_INFINITY, ..Default::default() };
    let total = 0.0;
    for v in values {
        match v.trim().parse::<f64>() {
            Ok(x) => {
                s.count += 1;
                s.min = s.min.min(x);
                s.max = s.max.max(x);
                total += x;
            }
            Err(_) => s.missing += 1,
        }
    }
    if s.count > 0 {
        s.mean = total / s.count as f64;
    }
    s
}

pub fn column<'a>(rows: &'a [Vec<String>], idx: usize) -> Vec<&'a str> {
    rows.iter().skip(1).map(|r| r.get(idx).map(String::as_str).unwrap_or("")).collect()
}

fn median(sorted: &[f64]) -> f64 {
    let n = sorted.len();
    if n % 2 == 1 { sorted[n / 2] } else { (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0 }
}
