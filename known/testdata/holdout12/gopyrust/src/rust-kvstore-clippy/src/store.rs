use std::collections::HashMap;

#[derive(Debug, Default)]
pub struct Store {
    data: HashMap<String, Vec<u8>>,
    hits: u64,
}

impl Store {
    pub fn get(&mut self, key: &str) -> Option<&Vec<u8>> {
        if self.data.contains_key(key) {
            self.hits += 1;
        }
        return self.data.get(key);
    }

    pub fn put(&mut self, key: &str, value: &[u8]) {
        self.data.insert(key.to_string(), value.to_vec());
    }

    pub fn keys_with_prefix(&self, prefix: &str) -> Vec<String> {
        let mut out: Vec<String> = self
            .data
            .keys()
            .filter(|k| k.starts_with(prefix))
            .map(|k| k.clone())
            .collect();
        out.sort();
        out
    }

    pub fn size(&self) -> usize {
        let mut n = 0;
        for (_, v) in &self.data {
            n += v.len();
        }
        n
    }
}
