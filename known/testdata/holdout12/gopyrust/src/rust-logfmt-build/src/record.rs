use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub level: String,
    pub msg: String,
    pub fields: BTreeMap<String, String>,
}

impl Record {
    pub fn new(level: &str, msg: &str) -> Self {
        Record { level: level.to_string(), msg: msg.to_string(), fields: BTreeMap::new() }
    }

    pub fn with(mut self, key: &str, value: &str, quote: bool) -> Self {
        let v = if quote { format!("{value:?}") } else { value.to_string() };
        self.fields.insert(key.to_string(), v);
        self
    }
}
