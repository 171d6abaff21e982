use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Todo,
    Doing,
    Done,
    Blocked,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Task {
    pub id: u32,
    pub status: Status,
    pub title: String,
}

impl Task {
    pub fn new(id: u32, title: &str) -> Task {
        Task { id, status: Status::Todo, title: title.trim().to_string() }
    }
}

pub fn symbol(s: &Status) -> char {
    match s {
        Status::Todo => ' ',
        Status::Doing => '>',
        Status::Done => 'x',
    }
}

impl fmt::Display for Task {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] {} {}", symbol(&self.status), self.id, self.title)
    }
}

#[derive(Debug, PartialEq)]
pub struct ParseTaskError(pub String);

impl FromStr for Task {
    type Err = ParseTaskError;

    fn from_str(line: &str) -> Result<Task, ParseTaskError> {
        let rest = line.strip_prefix('[').ok_or_else(|| ParseTaskError(line.into()))?;
        let mut chars = rest.chars();
        let status = match chars.next() {
            Some(' ') => Status::Todo,
            Some('>') => Status::Doing,
            Some('x') => Status::Done,
            Some('!') => Status::Blocked,
            _ => return Err(ParseTaskError(line.into())),
        };
        let rest = chars.as_str().strip_prefix("] ").ok_or_else(|| ParseTaskError(line.into()))?;
        let (id, title) = rest.split_once(' ').ok_or_else(|| ParseTaskError(line.into()))?;
        let id = id.parse().map_err(|_| ParseTaskError(line.into()))?;
        Ok(Task { id, status, title: title.to_string() })
    }
}
