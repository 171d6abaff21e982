/// Where the log lives and how chatty we are. `timeout_ms` bounds the wait for the
/// lock file (added for shared network drives).
#[derive(Debug, Clone)]
pub struct Config {
    pub path: String,
    pub verbose: bool,
    pub timeout_ms: u64,
}

impl Config {
    pub fn lock_path(&self) -> String {
        format!("{}.lock", self.path)
    }
}
