//! A bounded FIFO of records waiting to be stored.

use ids::RecordId;
use metrics::Counters;
use std::collections::VecDeque;

pub struct Queue {
    items: VecDeque<(RecordId, Vec<u8>)>,
    limit: usize,
    pub stats: Counters,
}

impl Queue {
    pub fn new(limit: usize) -> Self {
        Queue { items: VecDeque::new(), limit, stats: Counters::default() }
    }
    pub fn push(&mut self, id: RecordId, body: Vec<u8>) -> Result<(), Vec<u8>> {
        if self.items.len() >= self.limit {
            self.stats.inc("rejected", 1);
            return Err(body);
        }
        self.items.push_back((id, body));
        Ok(())
    }
    pub fn pop(&mut self) -> Option<(RecordId, Vec<u8>)> {
        self.items.pop_front()
    }
}
