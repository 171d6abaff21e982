//! Parse the head of an HTTP/1.1 request: request line and header fields.

mod header;
mod request;

pub use request::{parse, Method, Request};

/// Everything that can go wrong while parsing a request head.
#[derive(Debug, PartialEq, Eq)]
pub enum Error {
    RequestLine(String),
    Method(String),
    Version(String),
    Header { line: usize, text: String },
    TooLarge(usize),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::RequestLine(l) => write!(f, "bad request line {l:?}"),
            Error::Method(m) => write!(f, "unknown method {m:?}"),
            Error::Version(v) => write!(f, "unsupported version {v:?}"),
            Error::Header { line, text } => write!(f, "line {line}: bad header {text:?}"),
            Error::TooLarge(n) => write!(f, "head of {n} bytes is too large"),
        }
    }
}

impl std::error::Error for Error {}
