mod config;
mod store;
mod task;

use std::process::ExitCode;

use config::Config;
use task::{Status, Task};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cfg = Config {
        path: std::env::var("TASKLOG").unwrap_or_else(|_| "tasks.log".into()),
        verbose: args.iter().any(|a| a == "-v"),
    };
    let mut tasks = match store::load(&cfg) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("tasklog: {}: {e}", cfg.path);
            return ExitCode::FAILURE;
        }
    };
    match args.first().map(String::as_str) {
        Some("add") => {
            let title = args[1..].join(" ");
            tasks.push(Task::new(tasks.len() as u32 + 1, &title));
        }
        Some("done") => {
            let id: u32 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(0);
            if let Some(t) = tasks.iter_mut().find(|t| t.id == id) {
                t.status = Status::Done;
            }
        }
        _ => {
            for t in &tasks {
                println!("{} {:>3} {}", task::symbol(&t.status), t.id, t.title);
            }
            return ExitCode::SUCCESS;
        }
    }
    if let Err(e) = store::save(&cfg, &tasks) {
        eprintln!("tasklog: {}: {e}", cfg.path);
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
