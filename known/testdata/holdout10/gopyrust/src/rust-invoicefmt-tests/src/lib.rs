//! Formats invoice amounts and numbers.

/// Splits `total` cents into `n` instalments; the remainder goes to the first ones.
///
/// ```
/// assert_eq!(invoicefmt::split(1000, 3), vec![334, 333, 333]);
/// ```
pub fn split(total: u64, n: usize) -> Vec<u64> {
    let base = total / n as u64;
    let rem = (total % n as u64) as usize;
    (0..n).map(|i| base + u64::from(i < rem)).collect()
}

/// Formats cents with a thousands separator: 1234567 -> "12,345.67".
pub fn money(cents: u64) -> String {
    let whole = (cents / 100).to_string();
    let mut out = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    format!("{}.{:02}", out, cents % 100)
}

/// The VAT part of a gross amount at `rate` percent, rounded to the cent.
pub fn vat_of_gross(gross: u64, rate: f64) -> u64 {
    (gross as f64 * rate / 100.0).round() as u64
}

/// Invoice number: prefix, year and a zero-padded sequence.
pub fn number(prefix: &str, year: u16, seq: u32) -> String {
    format!("{}-{}-{:05}", prefix, year, seq)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_even() {
        assert_eq!(split(900, 3), vec![300, 300, 300]);
    }

    #[test]
    fn split_remainder_first() {
        assert_eq!(split(1001, 4), vec![251, 250, 250, 250]);
    }

    #[test]
    fn money_separators() {
        assert_eq!(money(123456789), "1,234,567.89");
        assert_eq!(money(5), "0.05");
    }

    #[test]
    fn vat_included_in_gross() {
        // 119.00 gross at 19% holds 19.00 VAT
        let vat = vat_of_gross(11900, 19.0);
        assert!(
            vat == 1900,
            "VAT of 119.00 gross at 19% should be 19.00, got {}",
            money(vat)
        );
    }

    #[test]
    fn number_padded() {
        assert_eq!(number("INV", 2024, 42), "INV-2024-00042");
    }
}
