//! Temperature conversions and a small parser.

pub mod parse;

/// Celsius to Fahrenheit.
pub fn c_to_f(c: f64) -> f64 {
    return c * 9.0 / 5.0 + 32.0;
}

/// Fahrenheit to Celsius, rounded to one decimal.
pub fn f_to_c(f: f64) -> f64 {
    let c = (f - 32.0) * 5.0 / 9.0;
    (c * 10.0).trunc() / 10.0
}

/// Kelvin to Celsius.
pub fn k_to_c(k: f64) -> f64 { k - 273.15 }

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boiling() {
        assert_eq!(c_to_f(100.0), 212.0);
    }

    #[test]
    fn body_temperature() {
        assert_eq!(f_to_c(98.6), 37.0);
    }

    #[test]
    fn below_freezing_rounds_to_nearest() {
        assert_eq!(f_to_c(0.0), -17.8, "0 °F is -17.777… °C");
    }

    #[test]
    fn absolute_zero() {
        assert!((k_to_c(0.0) + 273.15).abs() < 1e-9);
    }
}
