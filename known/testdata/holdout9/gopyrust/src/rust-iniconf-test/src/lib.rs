//! iniconf: a forgiving INI file reader.

mod parse;
mod value;

pub use parse::{parse, Error};
pub use value::Value;

use std::collections::BTreeMap;

#[derive(Debug, Default, Clone)]
pub struct Config {
    sections: BTreeMap<String, BTreeMap<String, String>>,
}

impl Config {
    pub(crate) fn insert(&mut self, section: &str, key: &str, value: &str) {
        self.sections
            .entry(section.to_string())
            .or_default()
            .insert(key.to_string(), value.to_string());
    }

    pub fn has_section(&self, name: &str) -> bool {
        self.sections.contains_key(name)
    }

    pub fn sections(&self) -> Vec<&str> {
        self.sections.keys().map(String::as_str).collect()
    }

    pub fn get(&self, section: &str, key: &str) -> Option<&str> {
        self.sections.get(section)?.get(key).map(String::as_str)
    }

    pub fn value(&self, section: &str, key: &str) -> Option<Value> {
        self.get(section, key).map(Value::from_str_lossy)
    }
}
