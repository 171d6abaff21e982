//! Metric label sets: `name{key="value",...}`.

use std::collections::BTreeMap;

/// A metric name with its labels.
#[derive(Debug, Default)]
pub struct Series {
    pub name: String,
    pub labels: BTreeMap<String, String>,
}

impl Series {
    /// Renders the series in exposition format.
    pub fn render(&self) -> String {
        let inner: Vec<String> = self
            .labels
            .iter()
            .map(|(k, v)| format!("{}=\"{}\"", k, v.replace('"', "\\\"")))
            .collect();
        format!("{}{{{}}}", self.name, inner.join(","))
    }

    /// Width of the job label, for aligned output.
    pub fn job_width(&self) -> usize {
        self.labels.get("job").chars().count()
    }
}
