use std::collections::BTreeMap;

use crate::header::parse_header;
use crate::Error;

/// Largest head accepted, in bytes.
pub const MAX_HEAD: usize = 16 * 1024;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Get,
    Head,
    Post,
    Put,
    Delete,
    Options,
}

#[derive(Debug, PartialEq, Eq)]
pub struct Request {
    pub method: Method,
    pub target: String,
    pub headers: BTreeMap<String, String>,
}

fn method(s: &str) -> Result<Method, Error> {
    Ok(match s {
        "GET" => Method::Get,
        "HEAD" => Method::Head,
        "POST" => Method::Post,
        "PUT" => Method::Put,
        "DELETE" => Method::Delete,
        "OPTIONS" => Method::Options,
        _ => return Err(Error::Method(s.to_string())),
    })
}

/// Parses a request head (everything before the blank line), CRLF or LF line ends.
pub fn parse(head: &str) -> Result<Request, Error> {
    if head.len() > MAX_HEAD {
        return Err(Error::TooLarge(head.len()));
    }
    let mut lines = head.lines();
    let first = lines.next().unwrap_or_default();
    let parts: Vec<&str> = first.split(' ').collect();
    let [m, target, version] = parts[..] else {
        return Err(Error::RequestLine(first.to_string()));
    };
    if version != "HTTP/1.1" && version != "HTTP/1.0" {
        return Err(Error::Version(version.to_string()));
    }
    let mut headers = BTreeMap::new();
    for (i, line) in lines.enumerate() {
        if line.is_empty() {
            break;
        }
        let (k, v) = parse_header(i + 2, line)?;
        headers.entry(k).and_modify(|old: &mut String| {
            old.push_str(", ");
            old.push_str(&v);
        }).or_insert(v);
    }
    let count = headers.len();
    Ok(Request { method: method(m)?, target: target.to_string(), headers })
}
