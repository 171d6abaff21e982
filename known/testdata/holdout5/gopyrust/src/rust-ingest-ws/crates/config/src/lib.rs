//! Daemon settings from `key = value` text.

use std::collections::HashMap;

#[derive(Debug, Clone)]
pub struct Config {
    pub listen: String,
    pub data_dir: String,
    pub max_batch: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config { listen: "127.0.0.1:7070".into(), data_dir: "./data".into(), max_batch: 512 }
    }
}

pub fn parse(text: &str) -> Result<Config, String> {
    let mut kv = HashMap::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let (k, v) = line.split_once('=').ok_or(format!("line {}: expected key = value", n + 1))?;
        kv.insert(k.trim().to_string(), v.trim().to_string());
    }
    let mut c = Config::default();
    if let Some(v) = kv.remove("listen") {
        c.listen = v;
    }
    if let Some(v) = kv.remove("data_dir") {
        c.data_dir = v;
    }
    if let Some(v) = kv.remove("max_batch") {
        c.max_batch = v.parse().map_err(|e| format!("max_batch: {e}"))?;
    }
    Ok(c)
}
