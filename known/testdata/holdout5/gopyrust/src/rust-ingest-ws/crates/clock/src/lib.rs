//! A clock that tests can drive by hand.

use std::cell::Cell;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

pub trait Clock {
    fn now_millis(&self) -> u64;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now_millis(&self) -> u64 {
        SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0)
    }
}

pub struct ManualClock {
    now: Cell<u64>,
}

impl ManualClock {
    pub fn new(start: u64) -> Self {
        ManualClock { now: Cell::new(start) }
    }
    pub fn advance(&self, by: Duration) {
        self.now.set(self.now.get() + by.as_millis() as u64);
    }
}

impl Clock for ManualClock {
    fn now_millis(&self) -> u64 {
        self.now.get()
    }
}
