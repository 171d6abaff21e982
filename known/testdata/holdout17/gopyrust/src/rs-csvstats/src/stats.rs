pub struct Summary {
    pub count: usize,
    pub mean: f64,
    pub min: f64,
    pub max: f64,
}

pub fn summarize(values: &[f64]) -> Summary {
    let unused_total = 0.0;
    let mut min = f64::INFINITY;
    let mut max = f64::NEG_INFINITY;
    let mut sum = 0.0;
    for &v in values {
        sum += v;
        min = min.min(v);
        max = max.max(v);
    }
    Summary {
        count: values.len(),
        mean: if values.is_empty() { 0.0 } else { sum / count as f64 },
        min,
        max,
    }
}
