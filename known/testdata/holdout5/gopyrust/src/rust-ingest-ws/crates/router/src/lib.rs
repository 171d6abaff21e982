//! Routes records from sessions to the queue.

use queue::Queue;
use session::Session;

pub struct Router {
    pub queue: Queue,
}

impl Router {
    pub fn new(limit: usize) -> Self {
        Router { queue: Queue::new(limit) }
    }
    pub fn accept(&mut self, s: &mut Session, body: Vec<u8>) -> bool {
        let mut id = s.next_id();
        self.queue.push(id, body).is_ok()
    }
}
