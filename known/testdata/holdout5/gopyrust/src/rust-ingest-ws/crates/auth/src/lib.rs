//! Token checks for producers.

use clock::Clock;
use ids::StreamId;
use std::collections::HashMap;

pub struct Grant {
    pub stream: StreamId,
    pub expires_at: u64,
}

pub struct Authority {
    grants: HashMap<String, Grant>,
}

impl Authority {
    pub fn new() -> Self {
        Authority { grants: HashMap::new() }
    }
    pub fn grant(&mut self, token: &str, g: Grant) {
        self.grants.insert(token.to_string(), g);
    }
    pub fn check(&self, token: &str, clock: &dyn Clock) -> Option<StreamId> {
        let g = self.grants.get(token)?;
        (clock.now_millis() < g.expires_at).then_some(g.stream)
    }
}
