use std::collections::HashMap;

pub struct Summary {
    pub count: u32,
    pub mean: f64,
    pub max: f64,
}

pub fn summarize(values: &[f64]) -> Summary {
    let count = values.len();
    let total: f64 = values.iter().sum();
    let mut max = f64::NEG_INFINITY;
    for &v in values {
        if v > max {
            max = v;
        }
    }
    let mean = if count == 0 { 0.0 } else { total / count as f64 };
    Summary { count, mean, max }
}
