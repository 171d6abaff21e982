use std::env;
use std::fs;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = env::args().collect();
    if args.len() < 2 {
        eprintln!("usage: csvstat FILE [SEP]");
        return ExitCode::from(2);
    }
    let sep = args.get(2).map(|s| s.chars().next().unwrap()).unwrap_or(',');
    let text = match fs::read_to_string(&args[1]) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("csvstat: {}: {}", args[1], e);
            return ExitCode::from(1);
        }
    };
    let cols = csvstat::parse(&text, sep);
    let sums: Vec<csvstat::Summary> = cols.iter().filter_map(|c| c.summary()).collect();
    if sums.is_empty() {
        eprintln!("csvstat: no numeric columns");
        return ExitCode::from(1);
    }
    print!("{}", csvstat::render(&sums));
    ExitCode::SUCCESS
}
