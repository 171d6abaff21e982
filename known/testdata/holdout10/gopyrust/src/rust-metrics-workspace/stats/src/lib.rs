//! Small statistics over samples.

/// Sum of the samples.
pub fn sum<T: Copy + Default>(xs: &[T]) -> T {
    let mut acc = T::default();
    for &x in xs {
        acc = acc + x;
    }
    acc
}

/// Arithmetic mean of f64 samples.
pub fn mean(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() {
        None
    } else {
        Some(xs.iter().sum::<f64>() / xs.len() as f64)
    }
}

/// The p-th percentile (0..=100), nearest rank.
pub fn percentile(xs: &mut [f64], p: f64) -> Option<f64> {
    if xs.is_empty() {
        return None;
    }
    xs.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let rank = ((p / 100.0) * xs.len() as f64).ceil().max(1.0) as usize;
    Some(xs[rank - 1])
}
