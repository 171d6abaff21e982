use std::collections::HashMap;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader};

use crate::config::Config;
use crate::task::Task;

pub fn load(cfg: &Config) -> io::Result<Vec<Task>> {
    let f = match File::open(&cfg.path) {
        Ok(f) => f,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut out = Vec::new();
    for (n, line) in BufReader::new(f).lines().enumerate() {
        let line = line?;
        match line.parse::<Task>() {
            Ok(t) => out.push(t),
            Err(e) => {
                if cfg.verbose {
                    eprintln!("{}:{}: skipping {:?}", cfg.path, n + 1, e.0);
                }
            }
        }
    }
    Ok(out)
}

pub fn save(cfg: &Config, tasks: &[Task]) -> io::Result<()> {
    let tmp = format!("{}.tmp", cfg.path);
    let mut f = File::create(&tmp)?;
    for t in tasks {
        f.write_all(format!("{t}\n").as_bytes())?;
    }
    f.sync_all()?;
    let lock = cfg.lock_path();
    fs::rename(&tmp, &cfg.path)
}
