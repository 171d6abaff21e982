pub fn sum(v: &[i64]) -> i64 {
    v.iter().sum()
}

pub fn min(v: &[i64]) -> Option<i64> {
    v.iter().copied().min()
}

pub fn max(v: &[i64]) -> Option<i64> {
    v.iter().copied().max()
}

/// Arithmetic mean; 0.0 for an empty column.
pub fn mean(v: &[i64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    (sum(v) / v.len() as i64) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sum_of_empty_is_zero() {
        assert_eq!(sum(&[]), 0);
    }

    #[test]
    fn min_max() {
        assert_eq!(min(&[3, -1, 7]), Some(-1));
        assert_eq!(max(&[3, -1, 7]), Some(7));
        assert_eq!(max(&[]), None);
    }

    #[test]
    fn mean_of_empty_is_zero() {
        assert_eq!(mean(&[]), 0.0);
    }

    #[test]
    fn mean_whole() {
        assert_eq!(mean(&[2, 4, 6]), 4.0);
    }

    #[test]
    fn mean_fractional() {
        let m = mean(&[1, 2, 3, 4]);
        assert!((m - 2.5).abs() < 1e-9);
    }
}
