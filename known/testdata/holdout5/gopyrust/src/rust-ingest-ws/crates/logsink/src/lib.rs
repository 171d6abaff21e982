//! A log sink that stamps lines with the clock.

use clock::Clock;
use std::fmt::Write;

pub struct Sink<C: Clock> {
    clock: C,
    lines: Vec<String>,
}

impl<C: Clock> Sink<C> {
    pub fn new(clock: C) -> Self {
        Sink { clock, lines: Vec::new() }
    }
    pub fn log(&mut self, level: &str, msg: &str) {
        let mut s = String::new();
        let _ = write!(s, "{} {:5} {}", self.clock.now_millis(), level, msg);
        self.lines.push(s);
    }
    pub fn lines(&self) -> &[String] {
        &self.lines
    }
}
