//! The ingest API wired from its parts.

use config::Config;
use router::Router;
use storage::Segment;

pub struct Api {
    pub cfg: Config,
    pub router: Router,
    pub segment: Segment,
}

impl Api {
    pub fn new(cfg: Config) -> Self {
        let router = Router::new(cfg.max_batch);
        Api { cfg, router, segment: Segment::default() }
    }
    pub fn flush(&mut self) -> usize {
        query::drain_into(&mut self.router, &mut self.segment)
    }
}
