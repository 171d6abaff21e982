/// Splits one CSV row on commas (no quoting).
pub fn split_row(line: &str) -> Vec<&str> {
    line.split(',').collect()
}

/// The integer values of column `idx`, skipping the header row.
pub fn column(text: &str, idx: usize) -> Vec<i64> {
    text.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| split_row(l)[idx].parse::<i64>().unwrap())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_plain_row() {
        assert_eq!(split_row("a,b,c"), vec!["a", "b", "c"]);
    }

    #[test]
    fn splits_empty_fields() {
        assert_eq!(split_row("a,,c"), vec!["a", "", "c"]);
    }

    #[test]
    fn column_skips_header_and_blank_lines() {
        assert_eq!(column("n,v\nx,1\n\ny,2\n", 1), vec![1, 2]);
    }

    #[test]
    fn column_accepts_spaces_after_commas() {
        let text = "name, qty\nbolts, 40\nnuts, 25\n";
        assert_eq!(column(text, 1), vec![40, 25]);
    }

    #[test]
    fn column_negative_values() {
        assert_eq!(column("v\n-3\n4\n", 0), vec![-3, 4]);
    }
}
