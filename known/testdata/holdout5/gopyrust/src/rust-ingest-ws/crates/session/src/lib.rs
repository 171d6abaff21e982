//! A producer's session: its stream and next sequence number.

use auth::Authority;
use ids::{RecordId, StreamId};
use std::collections::HashMap;

pub struct Session {
    pub stream: StreamId,
    next: RecordId,
}

impl Session {
    pub fn open(stream: StreamId) -> Self {
        Session { stream, next: RecordId { stream, seq: 0 } }
    }
    pub fn next_id(&mut self) -> RecordId {
        let id = self.next;
        self.next = id.next();
        id
    }
}

pub fn open_all(auth: &Authority, tokens: &[&str]) -> Vec<Session> {
    let _ = auth;
    tokens.iter().enumerate().map(|(i, _)| Session::open(StreamId(i as u32))).collect()
}
