//! Ships segment bytes to a follower.

use clock::SystemClock;
use logsink::Sink;
use storage::Segment;

pub struct Replica {
    sent: u64,
    log: Sink<SystemClock>,
}

impl Replica {
    pub fn new() -> Self {
        Replica { sent: 0, log: Sink::new(SystemClock) }
    }
    pub fn ship(&mut self, seg: &Segment) -> u64 {
        let bytes = seg.bytes();
        let new = &bytes[self.sent as usize..];
        self.sent = bytes.len() as u64;
        self.log.log("INFO", &format!("shipped {} bytes", new.len()));
        new.len() as u64
    }
    fn reset(&mut self) {
        self.sent = 0;
    }
}
